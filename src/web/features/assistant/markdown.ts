import { MENTION_TOKEN, PREVIEW_LINK_PREFIX } from "../../../contracts/assistant.ts";
import type { MentionReference, MentionType } from "./mention-tokens.ts";

/**
 * The markdown the assistant writes (paragraphs, headings, bold, italics, code, lists, tables,
 * block quotes, links), parsed into a tree the view turns into React elements. Nothing here is
 * ever HTML: tags in the text stay text, and links are kept only when `safeLink` allows them.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; target: LinkTarget; children: Inline[] }
  | ({ kind: "mention" } & MentionReference)
  | { kind: "break" };

export type Block =
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "heading"; children: Inline[] }
  | { kind: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { kind: "table"; header: Inline[][]; rows: Inline[][][] }
  | { kind: "quote"; blocks: Block[] }
  | { kind: "code"; text: string }
  | { kind: "rule" };

export type LinkTarget = { kind: "preview"; documentId: string } | { kind: "web"; href: string };

/** Code blocks this short read better as code inside a sentence (spec §5 normalises them). */
const SHORT_CODE = 60;

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const BULLET = /^\s*[-*+•‣◦]\s+(.*)$/;
const ORDERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/**
 * Where a link may go: `preview:<id>` opens the document preview; http(s), mailto and same-site
 * paths open normally; anything else (javascript:, data:, protocol-relative) is not a link.
 */
export function safeLink(url: string): LinkTarget | null {
  const href = url.trim();
  if (href.startsWith(PREVIEW_LINK_PREFIX)) {
    const documentId = href.slice(PREVIEW_LINK_PREFIX.length);
    return /^[A-Za-z0-9-]{1,64}$/.test(documentId) ? { kind: "preview", documentId } : null;
  }
  if (/^(https?:|mailto:)/i.test(href)) return /[\s<>"]/.test(href) ? null : { kind: "web", href };
  if (href.startsWith("/") && !href.startsWith("//") && !href.includes("\\")) {
    return { kind: "web", href };
  }
  return null;
}

export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, "\n").split("\n"));
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    isTableStart(line, next)
  );
}

function isTableStart(line: string, next: string | undefined): boolean {
  return (
    line.includes("|") && next !== undefined && TABLE_SEPARATOR.test(next) && next.includes("-")
  );
}

function tableCells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (!line.trim()) {
      index++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      index++;
      while (index < lines.length && !lines[index]!.trim().startsWith(fence[1]!)) {
        body.push(lines[index]!);
        index++;
      }
      index++;
      const text = body.join("\n").replace(/\s+$/, "");
      if (!text.includes("\n") && text.length <= SHORT_CODE) {
        if (text)
          blocks.push({ kind: "paragraph", children: [{ kind: "code", text: text.trim() }] });
      } else blocks.push({ kind: "code", text });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", children: parseInline(heading[1]!) });
      index++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: "rule" });
      index++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index]!)) {
        quoted.push(QUOTE.exec(lines[index]!)![1]!);
        index++;
      }
      blocks.push({ kind: "quote", blocks: parseBlocks(quoted) });
      continue;
    }
    if (isTableStart(line, next)) {
      const header = tableCells(line).map(parseInline);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && lines[index]!.includes("|") && lines[index]!.trim()) {
        const cells = tableCells(lines[index]!).map(parseInline);
        rows.push(header.map((_, column) => cells[column] ?? []));
        index++;
      }
      blocks.push({ kind: "table", header, rows });
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (bullet || ordered) {
      const isOrdered = !bullet;
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index]!;
        const item = isOrdered ? ORDERED.exec(current) : BULLET.exec(current);
        if (item) {
          items.push(item[isOrdered ? 2 : 1]!);
        } else if (
          current.trim() &&
          /^\s+/.test(current) &&
          !startsBlock(current, lines[index + 1]) &&
          items.length > 0
        ) {
          items[items.length - 1] += `\n${current.trim()}`;
        } else break;
        index++;
      }
      blocks.push({
        kind: "list",
        ordered: isOrdered,
        start: isOrdered ? Number(ordered![1]) : 1,
        items: items.map(parseInline),
      });
      continue;
    }
    const paragraph: string[] = [line.trim()];
    index++;
    while (
      index < lines.length &&
      lines[index]!.trim() &&
      !startsBlock(lines[index]!, lines[index + 1])
    ) {
      paragraph.push(lines[index]!.trim());
      index++;
    }
    blocks.push({ kind: "paragraph", children: parseInline(paragraph.join("\n")) });
  }
  return blocks;
}

const MENTION_AT = new RegExp(MENTION_TOKEN.source, "y");
const LINK_AT = /\[([^\]\n]*)\]\(\s*<?([^\s)>]*)>?\s*\)/y;
const BARE_URL_AT = /https?:\/\/[^\s<>()[\]"]+[^\s<>()[\]".,;:!?'"]/y;

/** Inline markdown into a tree; unmatched markers stay as the characters they are. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ kind: "text", text: buffer });
    buffer = "";
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === "\\" && index + 1 < text.length && /[\\`*_[\]()#>|~@-]/.test(text[index + 1]!)) {
      buffer += text[index + 1];
      index += 2;
      continue;
    }
    if (char === "\n") {
      flush();
      out.push({ kind: "break" });
      index++;
      continue;
    }
    if (char === "@") {
      MENTION_AT.lastIndex = index;
      const mention = MENTION_AT.exec(text);
      if (mention) {
        flush();
        out.push({
          kind: "mention",
          title: mention[1]!,
          type: mention[2] as MentionType,
          id: mention[3]!,
        });
        index = MENTION_AT.lastIndex;
        continue;
      }
    }
    if (char === "`") {
      const close = text.indexOf("`", index + 1);
      if (close > index + 1) {
        flush();
        out.push({ kind: "code", text: text.slice(index + 1, close) });
        index = close + 1;
        continue;
      }
    }
    if ((char === "*" || char === "_") && text[index + 1] === char) {
      const marker = char + char;
      const close = text.indexOf(marker, index + 2);
      if (close > index + 2) {
        flush();
        out.push({ kind: "strong", children: parseInline(text.slice(index + 2, close)) });
        index = close + 2;
        continue;
      }
    }
    if ((char === "*" || char === "_") && text[index + 1] !== " " && text[index + 1] !== char) {
      const wordBefore = index > 0 && /[\p{L}\p{N}]/u.test(text[index - 1]!);
      const close = findEmphasisClose(text, index + 1, char);
      if (close > index + 1 && !(char === "_" && wordBefore)) {
        flush();
        out.push({ kind: "em", children: parseInline(text.slice(index + 1, close)) });
        index = close + 1;
        continue;
      }
    }
    if (char === "[") {
      LINK_AT.lastIndex = index;
      const link = LINK_AT.exec(text);
      if (link) {
        flush();
        const target = safeLink(link[2]!);
        const children = parseInline(link[1]!);
        if (target) out.push({ kind: "link", target, children });
        else out.push(...children);
        index = LINK_AT.lastIndex;
        continue;
      }
    }
    if (char === "h" && (index === 0 || !/[\p{L}\p{N}]/u.test(text[index - 1]!))) {
      BARE_URL_AT.lastIndex = index;
      const url = BARE_URL_AT.exec(text);
      if (url) {
        flush();
        out.push({
          kind: "link",
          target: { kind: "web", href: url[0] },
          children: [{ kind: "text", text: url[0] }],
        });
        index = BARE_URL_AT.lastIndex;
        continue;
      }
    }
    buffer += char;
    index++;
  }
  flush();
  return out;
}

function findEmphasisClose(text: string, from: number, marker: string): number {
  for (let index = from; index < text.length; index++) {
    if (text[index] === "\n") return -1;
    if (text[index] !== marker || text[index - 1] === " ") continue;
    if (text[index + 1] === marker) {
      index++;
      continue;
    }
    if (marker === "_" && /[\p{L}\p{N}]/u.test(text[index + 1] ?? "")) continue;
    return index;
  }
  return -1;
}
