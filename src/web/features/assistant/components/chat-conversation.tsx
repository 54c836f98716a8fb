import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { GREETING_ID, type ChatEntry } from "../chat-storage.ts";
import { ChatMessageView } from "./chat-message-view.tsx";

/** The assistant is working on an answer and has not written yet (spec §2). */
function ThinkingIndicator() {
  const { t } = useTranslation();
  return (
    <li className="flex justify-start">
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-2 text-sm text-slate-600">
        <span className="flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        <span>
          <strong className="font-semibold text-slate-800">{t("assistant.title")}</strong>{" "}
          {t("assistant.thinking")}
        </span>
      </div>
    </li>
  );
}

/** The messages, newest in view; an answer not yet begun shows as the thinking indicator. */
export function ChatConversation({
  messages,
  thinking,
}: {
  messages: ChatEntry[];
  thinking: boolean;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, thinking]);

  return (
    <ol
      ref={list}
      role="log"
      aria-live="polite"
      aria-label={t("assistant.conversation")}
      className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
    >
      {messages
        .filter(
          (message) => message.role === "user" || message.content || message.id === GREETING_ID,
        )
        .map((message) => (
          <ChatMessageView key={message.id} message={message} />
        ))}
      {thinking && <ThinkingIndicator />}
    </ol>
  );
}
