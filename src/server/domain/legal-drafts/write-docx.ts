import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { DraftStatus } from "../../../contracts/legal-drafts.ts";
import { parseDraftHtml, type Block } from "./draft-html.ts";
import { exportNotes } from "./export-text.ts";

const HEADINGS = [
  HeadingLevel.TITLE,
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
];

function paragraph(block: Block): Paragraph {
  const runs = block.runs.map(
    (run) =>
      new TextRun({
        text: run.text,
        bold: run.bold || block.kind === "heading",
        italics: run.italic,
      }),
  );
  if (block.kind === "heading") {
    return new Paragraph({
      heading: HEADINGS[Math.min(block.level - 1, HEADINGS.length - 1)],
      alignment: block.level === 1 ? AlignmentType.CENTER : AlignmentType.LEFT,
      children: runs,
    });
  }
  if (block.kind === "list_item") return new Paragraph({ bullet: { level: 0 }, children: runs });
  return new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    children: runs,
    spacing: { after: 120 },
  });
}

const cell = (children: Paragraph[]) =>
  new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    children: children.length ? children : [new Paragraph("")],
  });

/** Indonesian on the left, English on the right, block beside block. */
function sideBySide(indonesian: Block[], english: Block[]): Table {
  const rows = Array.from({ length: Math.max(indonesian.length, english.length) }, (_, index) => {
    const left = indonesian[index];
    const right = english[index];
    return new TableRow({
      children: [cell(left ? [paragraph(left)] : []), cell(right ? [paragraph(right)] : [])],
    });
  });
  const header = new TableRow({
    tableHeader: true,
    children: [
      cell([new Paragraph({ children: [new TextRun({ text: "Bahasa Indonesia", bold: true })] })]),
      cell([new Paragraph({ children: [new TextRun({ text: "English", bold: true })] })]),
    ],
  });
  const none = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: none,
      bottom: none,
      left: none,
      right: none,
      insideHorizontal: none,
      insideVertical: none,
    },
    rows: [header, ...rows],
  });
}

/** The draft as a Word document: its text, side by side when bilingual, the notes of export-text.ts. */
export async function writeDraftDocx(draft: {
  title: string;
  status: DraftStatus;
  bodyId: string;
  bodyEn: string | null;
  eMeterai: boolean;
}): Promise<Buffer> {
  const notes = exportNotes(draft.status, draft.eMeterai);
  const indonesian = parseDraftHtml(draft.bodyId);
  const body =
    draft.bodyEn === null
      ? indonesian.map(paragraph)
      : [sideBySide(indonesian, parseDraftHtml(draft.bodyEn))];
  const stamp = notes.eMeterai
    ? [
        new Paragraph({
          spacing: { before: 480 },
          border: {
            top: { style: BorderStyle.DASHED, size: 6, color: "888888" },
            bottom: { style: BorderStyle.DASHED, size: 6, color: "888888" },
            left: { style: BorderStyle.DASHED, size: 6, color: "888888" },
            right: { style: BorderStyle.DASHED, size: 6, color: "888888" },
          },
          children: [new TextRun({ text: notes.eMeterai, color: "555555" })],
        }),
      ]
    : [];
  const document = new Document({
    title: draft.title,
    creator: "berkas",
    sections: [
      {
        headers: notes.watermark
          ? {
              default: new Header({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [new TextRun({ text: notes.watermark, color: "AA0000", size: 16 })],
                  }),
                ],
              }),
            }
          : undefined,
        children: [...body, ...stamp],
      },
    ],
  });
  return Packer.toBuffer(document);
}
