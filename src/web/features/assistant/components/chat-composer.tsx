import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ASSISTANT } from "../../../../contracts/assistant.ts";
import { useMentionPicker } from "../hooks/use-mention-picker.ts";
import { MentionPicker } from "./mention-picker.tsx";

/**
 * The multi-line chat input with the @ mention list: Enter sends, Shift+Enter starts a new line
 * (spec §5); while the list is open its keys are the list's. `actions` sit beside the text.
 */
export function ChatComposer({
  organizationId,
  value,
  onChange,
  onSubmit,
  canSubmit,
  label,
  placeholder,
  textarea,
  actions,
}: {
  organizationId: string;
  value: string;
  onChange: (next: string) => void;
  onSubmit: () => void;
  canSubmit: boolean;
  label: string;
  placeholder: string;
  textarea: RefObject<HTMLTextAreaElement | null>;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
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

  return (
    <div ref={container} className="relative">
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
      <div className="flex items-end gap-2 rounded-lg border border-slate-300 bg-white p-2 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
        <textarea
          ref={textarea}
          rows={2}
          value={value}
          maxLength={ASSISTANT.maxMessageCharacters}
          aria-label={label}
          placeholder={placeholder}
          role="combobox"
          aria-expanded={picker.open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            picker.open && picker.mentions[picker.active] ? `${listId}-${picker.active}` : undefined
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
              if (canSubmit) {
                picker.close();
                onSubmit();
              }
            }
          }}
          className="max-h-40 min-h-[2.75rem] flex-1 resize-none bg-transparent px-1 py-1 text-sm placeholder:text-slate-400 focus:outline-none"
        />
        {actions}
      </div>
      <p className="mt-1 hidden text-[11px] text-slate-400 sm:block">{t("assistant.inputHint")}</p>
    </div>
  );
}
