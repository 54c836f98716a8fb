import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DuplicateEntry, ReadyEntry, RejectedEntry } from "../hooks/use-upload-batch.ts";
import { kilobytes, type RejectionReason } from "../upload-rules.ts";

function ListSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="space-y-1">
        {children}
      </ul>
    </section>
  );
}

function RemoveButton({
  name,
  disabled,
  onClick,
}: {
  name: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={t("upload.remove", { name })}
      className="rounded px-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span aria-hidden="true">✕</span>
    </button>
  );
}

function useSize() {
  const { t, i18n } = useTranslation();
  return (bytes: number) =>
    t("upload.sizeKb", { size: kilobytes(bytes).toLocaleString(i18n.language) });
}

const STATE_TONES: Record<ReadyEntry["state"], string> = {
  queued: "text-slate-500",
  uploading: "text-blue-700",
  uploaded: "text-emerald-700",
  duplicate: "text-amber-700",
  failed: "text-red-700",
  skipped: "text-slate-500",
};

export function ReadyList({
  entries,
  uploading,
  onRemove,
}: {
  entries: readonly ReadyEntry[];
  uploading: boolean;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const size = useSize();
  if (entries.length === 0) return null;
  return (
    <ListSection title={t("upload.lists.ready")}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center gap-3 text-sm">
          <span className="min-w-0 flex-1 truncate">{entry.name}</span>
          <span className="text-slate-500">{size(entry.size)}</span>
          <span className={STATE_TONES[entry.state]}>{t(`upload.states.${entry.state}`)}</span>
          <RemoveButton name={entry.name} disabled={uploading} onClick={() => onRemove(entry.id)} />
        </li>
      ))}
    </ListSection>
  );
}

function useReasonText() {
  const { t } = useTranslation();
  return (reason: RejectionReason) => {
    switch (reason.kind) {
      case "too-large":
        return t("upload.rejection.tooLarge", { limit: reason.limitMegabytes });
      case "invalid-type":
        return t("upload.rejection.invalidType");
      case "too-many":
        return t("upload.rejection.tooMany", { count: reason.maxFiles });
    }
  };
}

export function RejectedList({
  entries,
  onRemove,
}: {
  entries: readonly RejectedEntry[];
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const size = useSize();
  const reasonText = useReasonText();
  if (entries.length === 0) return null;
  return (
    <ListSection title={t("upload.lists.rejected")}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start gap-3 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block truncate">{entry.name}</span>
            <span className="block text-red-700">{reasonText(entry.reason)}</span>
          </span>
          <span className="text-slate-500">{size(entry.size)}</span>
          <RemoveButton name={entry.name} onClick={() => onRemove(entry.id)} />
        </li>
      ))}
    </ListSection>
  );
}

export function DuplicateList({ entries }: { entries: readonly DuplicateEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ListSection title={t("upload.lists.duplicates")}>
      {entries.map((entry) => (
        <li key={entry.id} className="text-sm">
          <span className="block truncate font-medium">{entry.name}</span>
          <span className="block text-amber-800">
            {t("upload.duplicateOf", {
              name: entry.existing?.name ?? t("upload.toast.existingDocument"),
            })}
          </span>
        </li>
      ))}
    </ListSection>
  );
}
