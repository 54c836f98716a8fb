import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeLink } from "./markdown.ts";

const ID = "0b6f9a52-4c1e-4f57-9a3e-5d2c7b8e1f00";

describe("safeLink", () => {
  it("keeps preview links, web addresses, mail and same-site paths", () => {
    expect(safeLink(`preview:${ID}`)).toEqual({ kind: "preview", documentId: ID });
    expect(safeLink("https://pajak.go.id/id")).toEqual({
      kind: "web",
      href: "https://pajak.go.id/id",
    });
    expect(safeLink("mailto:support@berkas.id")?.kind).toBe("web");
    expect(safeLink("/verticals/legal/dashboard")?.kind).toBe("web");
  });

  it("refuses scripts, data, protocol-relative addresses and odd preview ids", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "//evil.example",
      "/\\evil.example",
      "preview:../../api/admin",
      "preview:",
      "file:///etc/passwd",
    ]) {
      expect(safeLink(url), url).toBeNull();
    }
  });
});

describe("parseMarkdown", () => {
  it("reads paragraphs with line breaks, headings as emphasised lines, rules", () => {
    expect(parseMarkdown("## Ringkasan\nBaris satu\nbaris dua\n\n---\nAkhir")).toEqual([
      { kind: "heading", children: [{ kind: "text", text: "Ringkasan" }] },
      {
        kind: "paragraph",
        children: [
          { kind: "text", text: "Baris satu" },
          { kind: "break" },
          { kind: "text", text: "baris dua" },
        ],
      },
      { kind: "rule" },
      { kind: "paragraph", children: [{ kind: "text", text: "Akhir" }] },
    ]);
  });

  it("reads bullet lines written with -, * or • and numbered lists from their first number", () => {
    const [bullets, numbers] = parseMarkdown("- satu\n* dua\n• tiga\n\n3. c\n4. d");
    expect(bullets).toMatchObject({ kind: "list", ordered: false });
    expect(bullets?.kind === "list" && bullets.items).toHaveLength(3);
    expect(numbers).toMatchObject({ kind: "list", ordered: true, start: 3 });
  });

  it("reads a table with its header, padding short rows", () => {
    const [table] = parseMarkdown(
      "| Dokumen | Total |\n|---|---:|\n| Faktur | Rp 1.110.000 |\n| B |",
    );
    expect(table).toEqual({
      kind: "table",
      header: [[{ kind: "text", text: "Dokumen" }], [{ kind: "text", text: "Total" }]],
      rows: [
        [[{ kind: "text", text: "Faktur" }], [{ kind: "text", text: "Rp 1.110.000" }]],
        [[{ kind: "text", text: "B" }], []],
      ],
    });
  });

  it("reads block quotes with blocks inside", () => {
    expect(parseMarkdown("> Pasal 5\n> - a")).toEqual([
      {
        kind: "quote",
        blocks: [
          { kind: "paragraph", children: [{ kind: "text", text: "Pasal 5" }] },
          { kind: "list", ordered: false, start: 1, items: [[{ kind: "text", text: "a" }]] },
        ],
      },
    ]);
  });

  it("shows a short code block as code in a line, a long one as a block", () => {
    expect(parseMarkdown("```\nFK/2025/03/0088\n```")).toEqual([
      { kind: "paragraph", children: [{ kind: "code", text: "FK/2025/03/0088" }] },
    ]);
    expect(parseMarkdown("```\nbaris 1\nbaris 2\n```")).toEqual([
      { kind: "code", text: "baris 1\nbaris 2" },
    ]);
  });
});

describe("parseInline", () => {
  it("reads bold, italics and code, and leaves lone markers alone", () => {
    expect(parseInline("**Total** is *about* `Rp 5` and 2 * 3 and snake_case_name")).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "Total" }] },
      { kind: "text", text: " is " },
      { kind: "em", children: [{ kind: "text", text: "about" }] },
      { kind: "text", text: " " },
      { kind: "code", text: "Rp 5" },
      { kind: "text", text: " and 2 * 3 and snake_case_name" },
    ]);
  });

  it("reads preview links and mention tokens", () => {
    expect(parseInline(`[faktur-id](preview:${ID}) dan @[Sewa](uploaded_document:${ID})`)).toEqual([
      {
        kind: "link",
        target: { kind: "preview", documentId: ID },
        children: [{ kind: "text", text: "faktur-id" }],
      },
      { kind: "text", text: " dan " },
      { kind: "mention", title: "Sewa", type: "uploaded_document", id: ID },
    ]);
  });

  it("keeps the words of a link it refuses, without the link", () => {
    expect(parseInline("[klik](javascript:alert(1))")).toEqual([
      { kind: "text", text: "klik" },
      { kind: "text", text: ")" },
    ]);
  });

  it("links bare web addresses, leaving the full stop after them", () => {
    expect(parseInline("Lihat https://pajak.go.id/faq.")).toEqual([
      { kind: "text", text: "Lihat " },
      {
        kind: "link",
        target: { kind: "web", href: "https://pajak.go.id/faq" },
        children: [{ kind: "text", text: "https://pajak.go.id/faq" }],
      },
      { kind: "text", text: "." },
    ]);
  });
});
