import { useEffect, useId, useRef, useState, type DragEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ASSISTANT } from "../../../../contracts/assistant.ts";
import { CHAT } from "../../../../contracts/limits.ts";
import { useMentionPicker } from "../hooks/use-mention-picker.ts";
import { PaperclipIcon } from "../../../components/ui/icons.tsx";
import { AttachmentChips, type ComposerAttachments } from "./attachment-chips.tsx";
import { MentionPicker } from "./mention-picker.tsx";

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

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
            aria-controls={picker.open ? listId : undefined}
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
