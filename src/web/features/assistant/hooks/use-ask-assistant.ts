import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ASSISTANT } from "../../../../contracts/assistant.ts";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { onAskAssistant } from "../../../lib/assistant-events.ts";
import { previewDocumentQuery } from "../api/use-preview-document.ts";
import { mentionToken } from "../mention-tokens.ts";

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
 * Follows "Ask the assistant" (the legal table's bulk bar, spec §2): hands over the chosen
 * documents as mention tokens, to start a question with.
 */
export function useAskAssistant(onMentions: (tokens: string) => void): void {
  const queryClient = useQueryClient();
  const handler = useRef(onMentions);
  useEffect(() => {
    handler.current = onMentions;
  }, [onMentions]);
  useEffect(
    () =>
      onAskAssistant(({ documentIds }) => {
        void mentionTokensFor(queryClient, documentIds).then((tokens) => {
          if (tokens) handler.current(tokens);
        });
      }),
    [queryClient],
  );
}
