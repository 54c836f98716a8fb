import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../../contracts/projects.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import {
  useCreateProject,
  useDeleteProject,
  useProjects,
  useRenameProject,
} from "../api/use-projects.ts";

const input =
  "min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600";

function ProjectRow({ organizationId, project }: { organizationId: string; project: Project }) {
  const { t } = useTranslation();
  const rename = useRenameProject(organizationId);
  const remove = useDeleteProject(organizationId);
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft?.trim()) return;
    rename.mutate(
      { projectId: project.id, name: draft.trim() },
      { onSuccess: () => setDraft(null) },
    );
  };

  return (
    <li className="space-y-2 py-3">
      {draft === null ? (
        <div className="flex items-center gap-3">
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
            {project.name}
          </span>
          <span className="text-xs text-slate-500">
            {t("projects.documentCount", { count: project.document_count })}
          </span>
          <button
            type="button"
            onClick={() => setDraft(project.name)}
            aria-label={t("projects.renameNamed", { name: project.name })}
            className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-brand-50"
          >
            {t("projects.rename")}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t("projects.deleteNamed", { name: project.name })}
            className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
          >
            {t("projects.delete")}
          </button>
        </div>
      ) : (
        <form onSubmit={save} className="flex items-center gap-2">
          <input
            aria-label={t("projects.name")}
            value={draft}
            maxLength={120}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            className={input}
          />
          <Button type="submit" className="!py-1.5" disabled={rename.isPending}>
            {t("projects.save")}
          </Button>
          <Button variant="secondary" className="!py-1.5" onClick={() => setDraft(null)}>
            {t("projects.cancel")}
          </Button>
        </form>
      )}
      {confirming && (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="flex-1">{t("projects.deleteConfirm", { name: project.name })}</span>
          <Button variant="danger" className="!py-1" onClick={() => remove.mutate(project.id)}>
            {t("projects.delete")}
          </Button>
          <Button variant="secondary" className="!py-1" onClick={() => setConfirming(false)}>
            {t("projects.cancel")}
          </Button>
        </div>
      )}
      {(rename.error ?? remove.error) && (
        <Alert>{errorMessage(t, rename.error ?? remove.error)}</Alert>
      )}
    </li>
  );
}

/** Create, rename and delete the organization's projects (deleting keeps the documents). */
export function ManageProjectsDialog({
  organizationId,
  onClose,
}: {
  organizationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const projects = useProjects(organizationId);
  const create = useCreateProject(organizationId);
  const [name, setName] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), { onSuccess: () => setName("") });
  };

  return (
    <Modal title={t("projects.manageTitle")} onClose={onClose} closeLabel={t("projects.close")}>
      <form onSubmit={submit} className="space-y-1">
        <label htmlFor={nameId} className="block text-sm font-medium text-slate-700">
          {t("projects.newProjectName")}
        </label>
        <div className="flex gap-2">
          <input
            id={nameId}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            className={input}
          />
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            {t("projects.create")}
          </Button>
        </div>
      </form>
      {create.error && (
        <div className="mt-2">
          <Alert>{errorMessage(t, create.error)}</Alert>
        </div>
      )}
      {projects.data && projects.data.projects.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t("projects.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {projects.data?.projects.map((project) => (
            <ProjectRow key={project.id} organizationId={organizationId} project={project} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
