import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useRenameDocument } from "../api/use-documents.ts";

/**
 * The detail page's title as a form: the name people see, saved with Enter, left with Escape,
 * or given back to the file's own name.
 */
export function RenameDocumentForm({
  documentId,
  currentName,
  hasOwnName,
  onDone,
}: {
  documentId: string;
  currentName: string;
  /** Whether someone already renamed it, so it can go back to the file's name. */
  hasOwnName: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const rename = useRenameDocument(documentId);
  const [name, setName] = useState(currentName);
  const trimmed = name.trim();

  const save = (userFriendlyName: string | null) =>
    rename.mutate(userFriendlyName, { onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === "" || trimmed === currentName) return onDone();
    save(trimmed);
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => event.key === "Escape" && onDone()}
      className="w-full max-w-xl space-y-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {t("documentDetail.rename.label")}
      </label>
      <input
        id={inputId}
        autoFocus
        maxLength={255}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={rename.isPending || trimmed === ""}>
          {t("documentDetail.rename.save")}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("documentDetail.cancel")}
        </Button>
        {hasOwnName && (
          <Button
            type="button"
            variant="secondary"
            disabled={rename.isPending}
            onClick={() => save(null)}
          >
            {t("documentDetail.rename.useFileName")}
          </Button>
        )}
      </div>
      {rename.isError && <Alert>{errorMessage(t, rename.error)}</Alert>}
    </form>
  );
}
