/**
 * The editor's HTML (TipTap's StarterKit: headings, paragraphs, lists, bold, italic) read as
 * blocks of styled runs, for export, the diff and the assistant. The editor's schema is the
 * only HTML a draft holds, so a small reader suffices; anything else is read as its text.
 */

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

export interface Block {
  kind: "heading" | "paragraph" | "list_item";
  /** 1 for the title, 2 and down for headings. */
  level: number;
  runs: Run[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TOKEN = /<\/?([a-z][a-z0-9]*)\b[^>]*>|[^<]+/gi;
const BLOCK_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "blockquote", "div"]);

export function parseDraftHtml(html: string): Block[] {
  const blocks: Block[] = [];
  const state: { current: Block | null } = { current: null };
  let bold = 0;
  let italic = 0;
  let inList = 0;
  const close = () => {
    if (state.current?.runs.some((run) => run.text.trim())) blocks.push(state.current);
    state.current = null;
  };
  const open = (kind: Block["kind"], level: number) => {
    close();
    state.current = { kind, level, runs: [] };
  };
  for (const match of html.matchAll(TOKEN)) {
    const token = match[0];
    const tag = match[1]?.toLowerCase();
    if (!tag) {
      const text = decodeEntities(token).replace(/\s+/g, " ");
      if (!text.trim() && !state.current) continue;
      if (!state.current) open(inList > 0 ? "list_item" : "paragraph", 0);
      state.current!.runs.push({ text, bold: bold > 0, italic: italic > 0 });
      continue;
    }
    const closing = token.startsWith("</");
    if (tag === "strong" || tag === "b") bold += closing ? -1 : 1;
    else if (tag === "em" || tag === "i") italic += closing ? -1 : 1;
    else if (tag === "ul" || tag === "ol") inList += closing ? -1 : 1;
    else if (tag === "br") state.current?.runs.push({ text: "\n", bold: false, italic: false });
    else if (BLOCK_TAGS.has(tag)) {
      if (closing) {
        if (tag !== "p" || inList === 0) close();
      } else if (/^h\d$/.test(tag)) open("heading", Number(tag[1]));
      else if (tag === "li") open("list_item", 0);
      else if (tag === "p" && inList > 0 && state.current) continue;
      else open(inList > 0 ? "list_item" : "paragraph", 0);
    }
  }
  close();
  return blocks.map((block) => ({
    ...block,
    runs: trimRuns(block.runs),
  }));
}

function trimRuns(runs: Run[]): Run[] {
  const trimmed = runs.map((run) => ({ ...run }));
  if (trimmed[0]) trimmed[0].text = trimmed[0].text.trimStart();
  const last = trimmed.at(-1);
  if (last) last.text = last.text.trimEnd();
  return trimmed.filter((run) => run.text.length > 0);
}

export const blockText = (block: Block) => block.runs.map((run) => run.text).join("");

/** The draft as plain text, one block a line: what is diffed, searched and read aloud to the assistant. */
export function draftPlainText(html: string | null): string {
  if (!html) return "";
  return parseDraftHtml(html)
    .map((block) => (block.kind === "list_item" ? `• ${blockText(block)}` : blockText(block)))
    .join("\n");
}
