import { useTranslation } from "react-i18next";
import type { Attachment } from "../hooks/use-attachments.ts";

export interface ComposerAttachments {
  files: Attachment[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** The files going with the next question, each removable, a spinner while attaching. */
export function AttachmentChips({ attachments }: { attachments: ComposerAttachments }) {
  const { t } = useTranslation();
  if (attachments.files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5 px-1 pb-1" aria-label={t("assistant.attach.list")}>
      {attachments.files.map((entry) => (
        <li
          key={entry.id}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-1 pl-2.5 text-xs text-slate-700"
        >
          {entry.attaching && (
            <span
              className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
              role="status"
              aria-label={t("assistant.attach.attaching", { name: entry.file.name })}
            />
          )}
          <span className="truncate">{entry.file.name}</span>
          <button
            type="button"
            onClick={() => attachments.onRemove(entry.id)}
            aria-label={t("assistant.attach.remove", { name: entry.file.name })}
            className="rounded-full px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
