import { useCallback, useState, type KeyboardEvent, type RefObject } from "react";
import type { MentionItem } from "../../../../contracts/search.ts";
import { useDocumentMentions } from "../api/use-document-mentions.ts";
import { activeMentionQuery, insertMention, type MentionQuery } from "../mention-tokens.ts";

/**
 * The @ mention list of a text box (spec §2, §4): opens while an @ is being typed, looks the
 * documents up, moves with up and down, picks with Enter and closes with Escape.
 */
export function useMentionPicker({
  organizationId,
  textarea,
  value,
  onChange,
}: {
  organizationId: string;
  textarea: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (next: string) => void;
}) {
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const { mentions, loading } = useDocumentMentions(organizationId, query?.query ?? null);

  const follow = useCallback((text: string, caret: number) => {
    setQuery(activeMentionQuery(text, caret));
    setActive(0);
  }, []);

  const close = useCallback(() => setQuery(null), []);

  const pick = useCallback(
    (item: MentionItem) => {
      if (!query) return;
      const inserted = insertMention(value, query, item);
      onChange(inserted.text);
      setQuery(null);
      requestAnimationFrame(() => {
        textarea.current?.focus();
        textarea.current?.setSelectionRange(inserted.caret, inserted.caret);
      });
    },
    [onChange, query, textarea, value],
  );

  /** Handles the list's keys; true when the key was the list's. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
      if (!query) return false;
      if (event.key === "Escape") {
        event.preventDefault();
        setQuery(null);
        return true;
      }
      if (mentions.length === 0) return false;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current + step + mentions.length) % mentions.length);
        return true;
      }
      // Shift+Enter stays a new line (spec §5), even with the list open.
      if (event.key === "Enter" && !event.shiftKey) {
        event.preventDefault();
        const chosen = mentions[Math.min(active, mentions.length - 1)];
        if (chosen) pick(chosen);
        return true;
      }
      return false;
    },
    [active, mentions, pick, query],
  );

  return {
    open: query !== null,
    query: query?.query ?? "",
    mentions,
    loading,
    active,
    setActive,
    follow,
    close,
    pick,
    onKeyDown,
  };
}
