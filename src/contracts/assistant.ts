import { z } from "zod";
import { languageSchema } from "./languages.ts";

export const ASSISTANT = {
  /** Messages of a conversation the server reads; older ones only cost time. */
  maxMessages: 40,
  maxMessageCharacters: 8_000,
  /** Documents an answer lists or cites at most. */
  maxCitedDocuments: 10,
  /**
   * Documents a sum or a count cites at most: every one it added up, so its number can be
   * checked against its sources (decision 0044); past this many it says how many it shows.
   */
  maxCitedInASum: 50,
  /** Characters of a mentioned item the planner without a model quotes when asked about it. */
  quotedMentionCharacters: 600,
  /** Characters of each mentioned document's text sent to a language model. */
  mentionedTextCharacters: 6_000,
  /** Tool rounds a language model may take before it must answer. */
  maxToolRounds: 4,
} as const;

export const chatMessageSchema = z.object({
  id: z.string().optional(),
  role: z.enum(["user", "assistant"]),
  content: z.string().max(ASSISTANT.maxMessageCharacters),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).min(1).max(ASSISTANT.maxMessages),
  language: languageSchema.default("en"),
  /** Defaults to the caller's active organization. */
  organizationId: z.string().min(1).optional(),
  /** The client's own date, so "this week" is theirs. */
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * A mention token in message text (spec §3): display title, document type and id, written
 * `@[Title](uploaded_document:<uuid>)`. Only tokens with all three are mentions.
 */
export const MENTION_TOKEN =
  /@\[([^\]\n]{1,200})\]\((uploaded_document|legal_draft|knowledge_library):([0-9a-f-]{36})\)/g;

/** Links to a document in an answer open its preview (spec §2): `[title](preview:<id>)`. */
export const PREVIEW_LINK_PREFIX = "preview:";

/** Spec §3 stream events, one per `data:` line. */
export type StreamEvent =
  | { type: "text"; content: string }
  | { type: "tool_call"; data: { tool: string; input: Record<string, unknown> } }
  | { type: "tool_result"; data: { tool: string; documentIds: string[]; summary: string } }
  | { type: "tool_error"; error: string; data: { tool: string } }
  | { type: "error"; error: string }
  | { type: "done"; data: { documentIds: string[] } };
