import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { DraftStatus } from "../../../contracts/legal-drafts.ts";
import { blockText, parseDraftHtml, type Block } from "./draft-html.ts";
import { exportNotes } from "./export-text.ts";

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const GAP = 18;
const LINE = 1.35;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Line {
  text: string;
  bold: boolean;
  size: number;
}

/** The standard fonts' encoding lacks some characters; those are written as their nearest plain form. */
function encodable(font: PDFFont, text: string): string {
  return [...text.normalize("NFKC")]
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return "?";
      }
    })
    .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

function blockLines(block: Block, fonts: Fonts, width: number): Line[] {
  const heading = block.kind === "heading";
  const size = heading ? (block.level === 1 ? 14 : 11.5) : 10.5;
  const bold = heading || block.runs.every((run) => run.bold);
  const font = bold ? fonts.bold : fonts.regular;
  const text = encodable(font, (block.kind === "list_item" ? "• " : "") + blockText(block));
  return [
    ...wrap(text, font, size, width).map((line) => ({ text: line, bold, size })),
    { text: "", bold, size: 5 },
  ];
}

/** The draft as a PDF: A4, one column, or Indonesian and English side by side when bilingual. */
export async function writeDraftPdf(draft: {
  title: string;
  status: DraftStatus;
  bodyId: string;
  bodyEn: string | null;
  eMeterai: boolean;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(draft.title);
  pdf.setCreator("berkas");
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const notes = exportNotes(draft.status, draft.eMeterai);
  const usable = PAGE.width - 2 * PAGE.margin;
  const columns =
    draft.bodyEn === null
      ? [parseDraftHtml(draft.bodyId)]
      : [parseDraftHtml(draft.bodyId), parseDraftHtml(draft.bodyEn)];
  const width = columns.length === 1 ? usable : (usable - GAP) / 2;

  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    if (notes.watermark) {
      page.drawText(notes.watermark, {
        x: PAGE.margin,
        y: PAGE.height - 30,
        size: 8,
        font: fonts.regular,
        color: rgb(0.67, 0, 0),
      });
    }
  };
  newPage();
  const rows = Math.max(...columns.map((blocks) => blocks.length));
  for (let index = 0; index < rows; index += 1) {
    const laid = columns.map((blocks) => {
      const block = blocks[index];
      return block ? blockLines(block, fonts, width) : [];
    });
    const count = Math.max(...laid.map((lines) => lines.length));
    for (let row = 0; row < count; row += 1) {
      const height = Math.max(...laid.map((lines) => (lines[row]?.size ?? 0) * LINE));
      if (y - height < PAGE.margin) newPage();
      laid.forEach((lines, column) => {
        const line = lines[row];
        if (!line?.text) return;
        page.drawText(line.text, {
          x: PAGE.margin + column * (width + GAP),
          y: y - line.size,
          size: line.size,
          font: line.bold ? fonts.bold : fonts.regular,
        });
      });
      y -= height;
    }
  }
  if (notes.eMeterai) {
    const lines = wrap(encodable(fonts.regular, notes.eMeterai), fonts.regular, 9, usable - 16);
    const box = lines.length * 9 * LINE + 16;
    if (y - box - 12 < PAGE.margin) newPage();
    y -= 12;
    page!.drawRectangle({
      x: PAGE.margin,
      y: y - box,
      width: usable,
      height: box,
      borderColor: rgb(0.5, 0.5, 0.5),
      borderWidth: 0.8,
      borderDashArray: [4, 3],
    });
    lines.forEach((line, index) => {
      page!.drawText(line, {
        x: PAGE.margin + 8,
        y: y - 8 - (index + 1) * 9 * LINE + 2,
        size: 9,
        font: fonts.regular,
        color: rgb(0.33, 0.33, 0.33),
      });
    });
  }
  return Buffer.from(await pdf.save());
}
