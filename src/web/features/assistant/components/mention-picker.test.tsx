import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../../contracts/languages.ts";
import type { MentionItem } from "../../../../contracts/search.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { MentionPicker } from "./mention-picker.tsx";

const document: MentionItem = {
  id: "d1",
  title: "Sewa gudang Cikarang",
  type: "uploaded_document",
  description: "contract · PT Gudang Jaya · 2026-03-01",
  created_at: "2026-03-01T02:00:00.000Z",
  contract_type: "lease",
};
const regulation: MentionItem = {
  id: "n1",
  title: "Bahasa dalam perjanjian",
  type: "knowledge_library",
  description: "Regulation · UU 24/2009 Pasal 31",
  created_at: "2026-02-01T02:00:00.000Z",
  contract_type: null,
  note: {
    kind: "regulation",
    reference: "UU 24/2009 Pasal 31",
    preview: "Perjanjian dengan pihak Indonesia wajib dibuat dalam Bahasa Indonesia…",
  },
};
const policy: MentionItem = {
  ...regulation,
  id: "n2",
  title: "Approval of contracts",
  description: "Internal policy",
  note: {
    kind: "internal_policy",
    reference: null,
    preview: "Every contract above Rp 100 million is approved by the CFO before signing.",
  },
};

function render(mentions: MentionItem[], language: Language = "en"): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <MentionPicker
        listId="mentions"
        query="bahasa"
        mentions={mentions}
        loading={false}
        active={0}
        onHover={() => {}}
        onPick={() => {}}
      />
    </I18nextProvider>,
  );
}

describe("MentionPicker", () => {
  it("shows a knowledge note's kind, the regulation it cites and the opening of what it says", () => {
    const html = render([document, regulation, policy]);
    expect(html).toContain(">Regulation · UU 24/2009 Pasal 31</p>");
    expect(html).toContain(
      ">Perjanjian dengan pihak Indonesia wajib dibuat dalam Bahasa Indonesia…</p>",
    );
    expect(html).toContain(">Internal policy</p>");
    expect(html).toContain(
      ">Every contract above Rp 100 million is approved by the CFO before signing.</p>",
    );
    // A document keeps its description as the server wrote it, and has no note preview.
    expect(html).toContain(">contract · PT Gudang Jaya · 2026-03-01</p>");
    expect(html.match(/line-clamp-2/g)).toHaveLength(2);
  });

  it("names the note's kind in Indonesian on an Indonesian page", () => {
    const html = render([regulation, policy], "id");
    expect(html).toContain(">Peraturan · UU 24/2009 Pasal 31</p>");
    expect(html).toContain(">Kebijakan internal</p>");
    expect(html).not.toContain("Regulation");
    expect(html).toContain(">Pengetahuan</span>");
  });
});
