import { useEffect, useId, useRef, useState, type DragEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ASSISTANT } from "../../../../contracts/assistant.ts";
import { CHAT } from "../../../../contracts/limits.ts";
import type { Attachment } from "../hooks/use-attachments.ts";
import { useMentionPicker } from "../hooks/use-mention-picker.ts";
import { MentionPicker } from "./mention-picker.tsx";

export interface ComposerAttachments {
  files: Attachment[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

function PaperclipIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="h-4 w-4"
    >
      <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4L15.5 7" />
    </svg>
  );
}

function AttachmentChips({ attachments }: { attachments: ComposerAttachments }) {
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

/**
 * The multi-line chat input with the @ mention list: Enter sends, Shift+Enter starts a new line
 * (spec §5); while the list is open its keys are the list's. With `attachments` it is the
 * dashboard variant (spec §2): files attached through a picker or dropped on it.
 */
export function ChatComposer({
  organizationId,
  value,
  onChange,
  onSubmit,
  canSubmit,
  disabled,
  textarea,
  attachments,
}: {
  organizationId: string;
  value: string;
  onChange: (next: string) => void;
  onSubmit: () => void;
  canSubmit: boolean;
  disabled: boolean;
  textarea: RefObject<HTMLTextAreaElement | null>;
  attachments?: ComposerAttachments | undefined;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useMentionPicker({ organizationId, textarea, value, onChange });
  const { open, close } = picker;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open, close]);

  const submit = () => {
    if (!canSubmit) return;
    close();
    onSubmit();
  };

  const dropHandlers = attachments && {
    onDragEnter: (event: DragEvent) => {
      if (hasFiles(event)) setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: (event: DragEvent) => {
      if (!container.current?.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      attachments.onAdd([...event.dataTransfer.files]);
    },
  };

  return (
    <div ref={container} className="relative" {...dropHandlers}>
      {picker.open && (
        <MentionPicker
          listId={listId}
          query={picker.query}
          mentions={picker.mentions}
          loading={picker.loading}
          active={picker.active}
          onHover={picker.setActive}
          onPick={picker.pick}
        />
      )}
      {dragging && (
        <div className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-lg border-2 border-dashed border-brand-600 bg-brand-50/90 text-sm font-semibold text-brand-900">
          {t("assistant.attach.drop")}
        </div>
      )}
      <div className="rounded-lg border border-slate-300 bg-white p-2 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
        {attachments && <AttachmentChips attachments={attachments} />}
        <div className="flex items-end gap-2">
          <textarea
            ref={textarea}
            rows={2}
            value={value}
            disabled={disabled}
            maxLength={ASSISTANT.maxMessageCharacters}
            aria-label={t("assistant.inputLabel")}
            placeholder={t("assistant.placeholder")}
            role="combobox"
            aria-expanded={picker.open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              picker.open && picker.mentions[picker.active]
                ? `${listId}-${picker.active}`
                : undefined
            }
            onChange={(event) => {
              onChange(event.target.value);
              picker.follow(event.target.value, event.target.selectionStart);
            }}
            onSelect={(event) =>
              picker.follow(event.currentTarget.value, event.currentTarget.selectionStart)
            }
            onKeyDown={(event) => {
              if (picker.onKeyDown(event)) return;
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
            className="max-h-40 min-h-[2.75rem] flex-1 resize-none bg-transparent px-1 py-1 text-sm placeholder:text-slate-400 focus:outline-none disabled:text-slate-400"
          />
          {attachments && (
            <>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                accept={CHAT.attachAccept.join(",")}
                aria-label={t("assistant.attach.choose")}
                onChange={(event) => {
                  attachments.onAdd([...(event.target.files ?? [])]);
                  event.target.value = "";
                }}
              />
              <button
                type="button"
                onClick={() => fileInput.current?.click()}
                disabled={disabled}
                aria-label={t("assistant.attach.button")}
                title={t("assistant.attach.button")}
                className="shrink-0 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-300"
              >
                <PaperclipIcon />
              </button>
            </>
          )}
          <button
            type="button"
            onClick={submit}
            disabled={!canSubmit}
            className="shrink-0 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-300"
          >
            {t("assistant.send")}
          </button>
        </div>
      </div>
      <p className="mt-1 hidden text-[11px] text-slate-400 sm:block">{t("assistant.inputHint")}</p>
    </div>
  );
}
