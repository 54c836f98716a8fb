import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useCreateProject, useMoveDocuments, useProjects } from "../api/use-projects.ts";

const OUT_OF_PROJECTS = "";
const NEW_PROJECT = "__new__";

/** Moves the chosen documents into a project (an existing one or one named here) or out. */
export function MoveToProjectDialog({
  organizationId,
  documentIds,
  onClose,
  onMoved,
}: {
  organizationId: string;
  documentIds: string[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const projects = useProjects(organizationId);
  const create = useCreateProject(organizationId);
  const move = useMoveDocuments(organizationId);
  const list = projects.data?.projects ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState("");
  const chosen = choice ?? (list[0]?.id || NEW_PROJECT);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const projectId =
      chosen === NEW_PROJECT
        ? (await create.mutateAsync(name.trim())).id
        : chosen === OUT_OF_PROJECTS
          ? null
          : chosen;
    await move.mutateAsync({ documentIds, projectId });
    onMoved();
  };

  const error = create.error ?? move.error;
  const radio = "h-4 w-4 accent-brand-700";
  return (
    <Modal
      title={t("projects.moveTitle", { count: documentIds.length })}
      onClose={onClose}
      closeLabel={t("projects.cancel")}
    >
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="sr-only">{t("projects.chooseProject")}</legend>
          {list.map((project) => (
            <label
              key={project.id}
              className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
            >
              <input
                type="radio"
                name="project"
                className={radio}
                checked={chosen === project.id}
                onChange={() => setChoice(project.id)}
              />
              <span className="flex-1 font-medium text-slate-800">{project.name}</span>
              <span className="text-xs text-slate-500">
                {t("projects.documentCount", { count: project.document_count })}
              </span>
            </label>
          ))}
          <label className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
            <input
              type="radio"
              name="project"
              className={radio}
              checked={chosen === NEW_PROJECT}
              onChange={() => setChoice(NEW_PROJECT)}
            />
            <span className="font-medium text-slate-800">{t("projects.newProject")}</span>
          </label>
          {chosen === NEW_PROJECT && (
            <div className="pl-7">
              <label htmlFor={nameId} className="block text-sm text-slate-600">
                {t("projects.name")}
              </label>
              <input
                id={nameId}
                value={name}
                required
                maxLength={120}
                autoFocus
                onChange={(event) => setName(event.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
          )}
          <label className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
            <input
              type="radio"
              name="project"
              className={radio}
              checked={chosen === OUT_OF_PROJECTS}
              onChange={() => setChoice(OUT_OF_PROJECTS)}
            />
            <span className="text-slate-700">{t("projects.removeFromProject")}</span>
          </label>
        </fieldset>
        {error && <Alert>{errorMessage(t, error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("projects.cancel")}
          </Button>
          <Button
            type="submit"
            disabled={
              create.isPending || move.isPending || (chosen === NEW_PROJECT && !name.trim())
            }
          >
            {t("projects.move")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
