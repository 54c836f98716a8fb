import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ASSISTANT } from "../../../../contracts/assistant.ts";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { CHAT } from "../../../../contracts/limits.ts";
import { ChatIcon, RefreshIcon } from "../../../components/ui/icons.tsx";
import { onAskAssistant } from "../../../lib/assistant-events.ts";
import { previewDocumentQuery } from "../api/use-preview-document.ts";
import { waitUntilRead } from "../api/wait-until-read.ts";
import { canSendMessage } from "../attachments.ts";
import { GREETING_ID } from "../chat-storage.ts";
import { useAttachments } from "../hooks/use-attachments.ts";
import { useChat } from "../hooks/use-chat.ts";
import { mentionToken } from "../mention-tokens.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatMessageView } from "./chat-message-view.tsx";

/** Spec §3: the name a document shows, as the legal table shows it. */
function displayName(document: DocumentDetail): string {
  return document.user_friendly_name || document.document_title || document.name;
}

/** Tokens for the documents, as many as fit in half a message; null when none could be read. */
async function mentionTokensFor(
  queryClient: QueryClient,
  documentIds: string[],
): Promise<string | null> {
  const documents = await Promise.all(
    documentIds.map((id) => queryClient.fetchQuery(previewDocumentQuery(id)).catch(() => null)),
  );
  let tokens = "";
  for (const document of documents) {
    if (!document) continue;
    const token = `${mentionToken({ title: displayName(document), type: "uploaded_document", id: document.id })} `;
    if (tokens.length + token.length > ASSISTANT.maxMessageCharacters / 2) break;
    tokens += token;
  }
  return tokens || null;
}

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
  const list = useRef<HTMLOListElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const chat = useChat({ userId, organizationId });
  const attachments = useAttachments();
  const [preparing, setPreparing] = useState(false);
  const [attachError, setAttachError] = useState<string | null>(null);
  const { setDraft } = chat;

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [chat.messages, chat.thinking]);

  useEffect(
    () =>
      onAskAssistant(({ documentIds }) => {
        void mentionTokensFor(queryClient, documentIds).then((tokens) => {
          if (!tokens) return;
          setDraft(tokens);
          card.current?.scrollIntoView({ behavior: "smooth", block: "center" });
          textarea.current?.focus();
          textarea.current?.setSelectionRange(tokens.length, tokens.length);
        });
      }),
    [queryClient, setDraft],
  );

  const canSend =
    !preparing &&
    canSendMessage({
      text: chat.draft,
      files: attachments.files,
      loading: chat.loading,
    });

  /** Attached files are uploaded and read first, then asked about by mention. */
  const submit = async () => {
    if (!canSend) return;
    const files = attachments.files;
    if (!uploadAttachment || files.length === 0) {
      void chat.send(chat.draft);
      return;
    }
    const text = chat.draft;
    setPreparing(true);
    setAttachError(null);
    const uploaded = await Promise.all(
      files.map(async ({ file }) => {
        const documentId = await uploadAttachment(file).catch(() => null);
        if (documentId) await waitUntilRead(documentId).catch(() => undefined);
        return { name: file.name, documentId };
      }),
    );
    setPreparing(false);
    const failed = uploaded.filter((entry) => !entry.documentId);
    if (failed.length > 0) {
      setAttachError(t("assistant.attach.failed", { names: failed.map((f) => f.name).join(", ") }));
      return;
    }
    attachments.clear();
    const tokens = uploaded.map(({ name, documentId }) =>
      mentionToken({ title: name, type: "uploaded_document", id: documentId! }),
    );
    void chat.send([...tokens, text.trim()].join(" "));
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

      <ol
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={t("assistant.conversation")}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        {chat.messages
          .filter(
            (message) => message.role === "user" || message.content || message.id === GREETING_ID,
          )
          .map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
        {chat.thinking && (
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
        )}
      </ol>

      <div className="space-y-2 border-t border-slate-100 px-4 pt-3 pb-3">
        {preparing && (
          <p className="text-xs text-slate-500" aria-live="polite">
            {t("assistant.attach.reading")}
          </p>
        )}
        {attachError && (
          <p role="alert" className="text-sm text-red-700">
            {t("assistant.errors.shown", { message: attachError })}
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
          onSubmit={() => void submit()}
          canSubmit={canSend}
          disabled={preparing}
          textarea={textarea}
          attachments={
            uploadAttachment && {
              files: attachments.files,
              onAdd: (files) => {
                const refused = attachments.add(files);
                setAttachError(refused > 0 ? t("assistant.attach.refused") : null);
              },
              onRemove: attachments.remove,
            }
          }
        />
      </div>
    </section>
  );
}
