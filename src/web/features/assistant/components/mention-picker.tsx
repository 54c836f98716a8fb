import { useTranslation } from "react-i18next";
import { CHAT } from "../../../../contracts/limits.ts";
import type { MentionItem } from "../../../../contracts/search.ts";
import { FilesIcon } from "../../../components/ui/icons.tsx";

const BADGE_STYLES: Record<MentionItem["type"], string> = {
  uploaded_document: "bg-sky-50 text-sky-700",
  legal_draft: "bg-amber-50 text-amber-700",
  knowledge_library: "bg-emerald-50 text-emerald-700",
};

/**
 * A knowledge note's kind, named in the reader's language, with the regulation it cites, and
 * the opening of what it says: a note's title alone rarely tells two notes apart.
 */
function NotePreview({ note }: { note: NonNullable<MentionItem["note"]> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="truncate text-xs text-slate-600">
        {[t(`legalLibrary.kinds.${note.kind}`), note.reference].filter(Boolean).join(" · ")}
      </p>
      {note.preview && (
        <p className="line-clamp-2 text-xs text-slate-500" title={note.preview}>
          {note.preview}
        </p>
      )}
    </>
  );
}

/**
 * The documents that match the @ being typed (spec §2): a header with their count, each with an
 * icon, title, type badge, description, date and contract type. Opens above the text box.
 */
export function MentionPicker({
  listId,
  query,
  mentions,
  loading,
  active,
  onHover,
  onPick,
}: {
  listId: string;
  query: string;
  mentions: MentionItem[];
  loading: boolean;
  active: number;
  onHover: (index: number) => void;
  onPick: (item: MentionItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
  });
  const formatDate = (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
  };
  return (
    <div
      className="absolute bottom-full left-0 z-30 mb-2 flex w-full max-w-md flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
      style={{
        maxHeight: CHAT.mentionListMaxHeightPx,
        minWidth: `min(${CHAT.mentionListMinWidthPx}px, 100%)`,
      }}
    >
      <p className="border-b border-slate-100 px-3 py-1.5 text-[11px] font-semibold tracking-wide text-slate-500">
        {t("assistant.mentions.header", { n: mentions.length })}
      </p>
      <div className="overflow-y-auto" aria-live="polite">
        {loading && mentions.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-500">{t("assistant.mentions.searching")}</p>
        ) : !query ? (
          <p className="px-3 py-3 text-sm text-slate-500">{t("assistant.mentions.typeToSearch")}</p>
        ) : mentions.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-500">
            {t("assistant.mentions.empty", { query })}
          </p>
        ) : (
          <ul id={listId} role="listbox" aria-label={t("assistant.mentions.label")}>
            {mentions.map((item, index) => {
              const created = formatDate(item.created_at);
              return (
                <li
                  key={`${item.type}:${item.id}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseEnter={() => onHover(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(item)}
                  className={`flex cursor-pointer gap-2 px-3 py-2 ${index === active ? "bg-brand-50" : ""}`}
                >
                  <FilesIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                        {item.title}
                      </span>
                      <span
                        className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] font-medium ${BADGE_STYLES[item.type]}`}
                      >
                        {t(`assistant.mentions.types.${item.type}`)}
                      </span>
                    </div>
                    {item.note ? (
                      <NotePreview note={item.note} />
                    ) : (
                      item.description && (
                        <p className="truncate text-xs text-slate-600">{item.description}</p>
                      )
                    )}
                    <p className="flex flex-wrap gap-x-2 text-[11px] text-slate-500">
                      {created && <span>{created}</span>}
                      {item.contract_type && <span>{item.contract_type}</span>}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
