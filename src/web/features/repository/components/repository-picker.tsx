import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useCreateRepositoryFolder, useRepositoryFolders } from "../api/use-repository-folders.ts";

/** Where the dashboard is: the working documents, the repository, or one repository folder. */
export type RepositoryPlace =
  { kind: "documents" } | { kind: "repository"; folderId: string | null };

const REPOSITORY = "repository";
const valueOf = (place: RepositoryPlace) =>
  place.kind === "documents" ? "" : (place.folderId ?? REPOSITORY);

/**
 * Spec §1 repository (decision 0013): choosing a place shows its documents, and uploads go
 * there; a new folder is made in place and chosen.
 */
export function RepositoryPicker({
  organizationId,
  place,
  onChange,
}: {
  organizationId: string;
  place: RepositoryPlace;
  onChange: (place: RepositoryPlace) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const nameId = useId();
  const folders = useRepositoryFolders(organizationId);
  const create = useCreateRepositoryFolder(organizationId);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");

  const choose = (value: string) =>
    onChange(
      value === ""
        ? { kind: "documents" }
        : { kind: "repository", folderId: value === REPOSITORY ? null : value },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (folder) => {
        setNaming(false);
        setName("");
        onChange({ kind: "repository", folderId: folder.id });
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {t("repository.place")}
      </label>
      <select
        id={selectId}
        value={valueOf(place)}
        onChange={(event) => choose(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
      >
        <option value="">{t("repository.documents")}</option>
        <option value={REPOSITORY}>{t("repository.repository")}</option>
        {folders.data?.folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {t("repository.folder", { name: folder.name })}
          </option>
        ))}
      </select>
      {naming ? (
        <form
          onSubmit={submit}
          onKeyDown={(event) => event.key === "Escape" && setNaming(false)}
          className="flex flex-wrap items-center gap-2"
        >
          <label htmlFor={nameId} className="sr-only">
            {t("repository.folderName")}
          </label>
          <input
            id={nameId}
            autoFocus
            maxLength={120}
            value={name}
            placeholder={t("repository.folderName")}
            onChange={(event) => setName(event.target.value)}
            className="rounded-md border border-slate-300 px-2 py-2 text-sm"
          />
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            {t("repository.create")}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setNaming(false)}>
            {t("documentDetail.cancel")}
          </Button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setNaming(true)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t("repository.newFolder")}
        </button>
      )}
      {create.isError && <Alert>{errorMessage(t, create.error)}</Alert>}
    </div>
  );
}
