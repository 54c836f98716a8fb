import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../../contracts/languages.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { QueryChips } from "./query-chips.tsx";

const chips = [
  { filter: "types", words: "struk" },
  { filter: "amount", words: "di atas 100rb" },
];

function render(kept: string[], language: Language = "en"): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <QueryChips chips={chips} kept={new Set(kept)} onRemove={() => {}} onToggleKeep={() => {}} />
    </I18nextProvider>,
  );
}

describe("QueryChips", () => {
  it("offers to keep each chip as a condition, and shows which are kept", () => {
    const html = render(["types"]);
    expect(html).toContain('aria-pressed="true" title="Kept, every result meets this filter');
    expect(html).toMatch(/aria-label="Keep “struk” as a condition"[^>]*>kept<\/button>/);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toMatch(/aria-label="Keep “di atas 100rb” as a condition"[^>]*>keep<\/button>/);
    expect(html).toContain('aria-label="Remove “struk”"');
  });

  it("says the same in Indonesian", () => {
    const html = render(["amount"], "id");
    expect(html).toMatch(/aria-label="Jadikan “struk” syarat"[^>]*>tetapkan<\/button>/);
    expect(html).toMatch(/aria-label="Jadikan “di atas 100rb” syarat"[^>]*>ditetapkan<\/button>/);
    expect(html).toContain('aria-label="Hapus “di atas 100rb”"');
  });
});
