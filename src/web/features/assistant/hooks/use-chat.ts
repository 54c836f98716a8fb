import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { StreamEvent } from "../../../../contracts/assistant.ts";
import { TIMINGS } from "../../../../contracts/limits.ts";
import { streamChat } from "../api/stream-chat.ts";
import { chatFailureKey } from "../chat-failure.ts";
import { localDate } from "../../../lib/local-date.ts";
import { toRequestMessages } from "../chat-request.ts";
import {
  chatStorageKeys,
  GREETING,
  GREETING_ID,
  readDraft,
  readHistory,
  writeDraft,
  writeHistory,
  type ChatEntry,
} from "../chat-storage.ts";

/**
 * One conversation with the assistant (spec §4): sending adds the question and an empty answer
 * that the stream fills; a failed answer is removed and its error shown; a new send aborts the
 * one in flight; history and the draft are remembered per user and organization.
 */
export function useChat({ userId, organizationId }: { userId: string; organizationId: string }) {
  const { t, i18n } = useTranslation();
  const keys = chatStorageKeys(userId, organizationId);
  const [messages, setMessages] = useState<ChatEntry[]>(() =>
    readHistory(window.localStorage, keys.history),
  );
  const [draft, setDraftState] = useState(() => readDraft(window.localStorage, keys.draft));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(messages);
  const inFlight = useRef<AbortController | null>(null);
  const draftTimer = useRef<number | undefined>(undefined);

  const update = useCallback(
    (change: (current: ChatEntry[]) => ChatEntry[]) => {
      latest.current = change(latest.current);
      setMessages(latest.current);
      writeHistory(window.localStorage, keys.history, latest.current);
    },
    [keys.history],
  );

  useEffect(
    () => () => {
      inFlight.current?.abort();
      window.clearTimeout(draftTimer.current);
    },
    [],
  );

  const setDraft = useCallback(
    (next: string) => {
      setDraftState(next);
      window.clearTimeout(draftTimer.current);
      draftTimer.current = window.setTimeout(
        () => writeDraft(window.localStorage, keys.draft, next),
        TIMINGS.chatDraftDebounceMs,
      );
    },
    [keys.draft],
  );

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;

      window.clearTimeout(draftTimer.current);
      setDraftState("");
      writeDraft(window.localStorage, keys.draft, "");
      setError(null);
      setLoading(true);

      const answerId = crypto.randomUUID();
      const conversation = [
        ...latest.current.filter(
          (entry) => entry.id === GREETING_ID || entry.role === "user" || entry.content,
        ),
        { id: crypto.randomUUID(), role: "user" as const, content: question },
      ];
      update(() => [...conversation, { id: answerId, role: "assistant", content: "" }]);
      const removeEmptyAnswer = () =>
        update((current) => current.filter((entry) => entry.id !== answerId || entry.content));

      const onEvent = (event: StreamEvent) => {
        if (controller.signal.aborted) return;
        if (event.type === "text" && event.content) {
          update((current) =>
            current.map((entry) =>
              entry.id === answerId ? { ...entry, content: entry.content + event.content } : entry,
            ),
          );
        } else if (event.type === "error") {
          setError(event.error || t("assistant.errors.stream"));
        }
      };

      try {
        await streamChat(
          {
            messages: toRequestMessages(conversation),
            language: i18n.language === "id" ? "id" : "en",
            organizationId,
            today: localDate(),
          },
          { signal: controller.signal, onEvent },
        );
        if (!controller.signal.aborted) removeEmptyAnswer();
      } catch (failure) {
        if (controller.signal.aborted) return;
        const message = t(chatFailureKey(failure));
        removeEmptyAnswer();
        setError(message);
        toast.error(t("assistant.errors.toastTitle"), { description: message });
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setLoading(false);
        }
      }
    },
    [i18n.language, keys.draft, organizationId, t, update],
  );

  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setLoading(false);
    setError(null);
    update(() => [GREETING]);
  }, [update]);

  const answering = loading ? messages.at(-1) : undefined;
  return {
    messages,
    draft,
    setDraft,
    send,
    clear,
    loading,
    /** Waiting for the first words of the answer. */
    thinking: answering?.role === "assistant" && answering.content === "",
    error,
    canClear: !loading && messages.length > 1,
  };
}
