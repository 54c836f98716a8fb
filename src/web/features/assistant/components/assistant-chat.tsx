import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CHAT } from "../../../../contracts/limits.ts";
import { ChatIcon, RefreshIcon } from "../../../components/ui/icons.tsx";
import { canSendMessage } from "../attachments.ts";
import { useAttachedQuestion } from "../hooks/use-attached-question.ts";
import { useAskAssistant } from "../hooks/use-ask-assistant.ts";
import { useChat } from "../hooks/use-chat.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatConversation } from "./chat-conversation.tsx";

/**
 * The Document Assistant card (spec §2): the conversation, the thinking and typing indicators,
 * errors, and the input with @ mentions. "Ask the assistant" elsewhere on the page fills the
 * input with the chosen documents mentioned and brings the card into view. Given
 * `uploadAttachment`, files can be attached to a question (the dashboard variant).
 */
export function AssistantChat({
  userId,
  organizationId,
  uploadAttachment,
}: {
  userId: string;
  organizationId: string;
  /** Uploads a file attached to a question: the new (or existing) document's id, or null. */
  uploadAttachment?: ((file: File) => Promise<string | null>) | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const chat = useChat({ userId, organizationId });
  const question = useAttachedQuestion({ uploadAttachment, send: chat.send });
  const { setDraft } = chat;

  useAskAssistant((tokens) => {
    setDraft(tokens);
    card.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    textarea.current?.focus();
    textarea.current?.setSelectionRange(tokens.length, tokens.length);
  });

  const canSend =
    !question.preparing &&
    canSendMessage({ text: chat.draft, files: question.files, loading: chat.loading });
  const submit = () => {
    if (canSend) void question.ask(chat.draft);
  };

  return (
    <section
      ref={card}
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
      style={{ height: `min(${CHAT.panelHeightPx}px, 85vh)` }}
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2
          id={titleId}
          className="flex min-w-0 items-center gap-2 text-base font-semibold whitespace-nowrap text-slate-900"
        >
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ChatIcon className="h-4 w-4" />
          </span>
          {t("assistant.title")}
        </h2>
        <button
          type="button"
          onClick={chat.clear}
          disabled={!chat.canClear}
          aria-label={t("assistant.clear")}
          title={t("assistant.clear")}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent"
        >
          <RefreshIcon className="h-4 w-4 sm:h-3.5 sm:w-3.5" />
          <span className="hidden sm:inline">{t("assistant.clear")}</span>
        </button>
      </header>

      <ChatConversation messages={chat.messages} thinking={chat.thinking} />

      <div className="space-y-2 border-t border-slate-100 px-4 pt-3 pb-3">
        {question.preparing && (
          <p className="text-xs text-slate-500" aria-live="polite">
            {t("assistant.attach.reading")}
          </p>
        )}
        {question.error && (
          <p role="alert" className="text-sm text-red-700">
            {t("assistant.errors.shown", { message: question.error })}
          </p>
        )}
        {chat.loading && !chat.thinking && (
          <p className="text-xs text-slate-500" aria-live="polite">
            {t("assistant.typing")}
          </p>
        )}
        {chat.error && (
          <p role="alert" className="text-sm text-red-700">
            {t("assistant.errors.shown", { message: chat.error })}
          </p>
        )}
        <ChatComposer
          organizationId={organizationId}
          value={chat.draft}
          onChange={chat.setDraft}
          onSubmit={submit}
          canSubmit={canSend}
          disabled={question.preparing}
          textarea={textarea}
          attachments={
            uploadAttachment && {
              files: question.files,
              onAdd: question.add,
              onRemove: question.remove,
            }
          }
        />
      </div>
    </section>
  );
}
