import { MENTION_TOKEN } from "../../../contracts/assistant.ts";
import type { MentionItem } from "../../../contracts/search.ts";

export type MentionType = MentionItem["type"];

/** What a mention token names (spec §3): display title, document type and id. */
export interface MentionReference {
  title: string;
  type: MentionType;
  id: string;
}

const MAX_TITLE = 200;

/**
 * The token written into the message, `@[Title](uploaded_document:<uuid>)`. A title cannot
 * hold `]` or a line break (they would end the token), so those become a parenthesis and a space.
 */
export function mentionToken({ title, type, id }: MentionReference): string {
  const safe = title.replace(/\]/g, ")").replace(/\s+/g, " ").trim().slice(0, MAX_TITLE);
  return `@[${safe || "document"}](${type}:${id})`;
}

/** The `@` being typed before the caret: its position and the text after it, else null. */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * Spec §4: typing @ at the start or after whitespace, with no space after it, opens the
 * mention list; the text between the @ and the caret is what is looked up.
 */
export function activeMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query) || query.startsWith("[")) return null;
  return { start: at, query };
}

/** The text with the typed `@query` replaced by the chosen document's token and a space. */
export function insertMention(
  text: string,
  query: MentionQuery,
  reference: MentionReference,
): { text: string; caret: number } {
  const end = query.start + 1 + query.query.length;
  const token = `${mentionToken(reference)} `;
  const after = text.slice(end).replace(/^ /, "");
  return { text: text.slice(0, query.start) + token + after, caret: query.start + token.length };
}

export type MentionSegment =
  { kind: "text"; text: string } | ({ kind: "mention" } & MentionReference);

/** Text split around its mention tokens; tokens without title, type and id stay text. */
export function splitMentions(text: string): MentionSegment[] {
  const segments: MentionSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(MENTION_TOKEN.source, "g"))) {
    if (match.index > last) segments.push({ kind: "text", text: text.slice(last, match.index) });
    segments.push({
      kind: "mention",
      title: match[1]!,
      type: match[2] as MentionType,
      id: match[3]!,
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}
