import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { ExportProgress as Progress } from "../../../../contracts/exports.ts";
import type { Language } from "../../../../contracts/languages.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { exportProgressKey } from "../api/use-export-progress.ts";
import { ExportProgress } from "./export-progress.tsx";

const token = "5f0c3c1e-8d7b-4a51-9a8e-2b4f6c7d8e9f";

/** The panel as the page shows it, with what the server last answered in the cache. */
function render(progress: Progress | null, language: Language = "en"): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(exportProgressKey(token), progress);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ExportProgress
          download={{ token, kind: "ledger_xlsx", startedAt: Date.now() }}
          onDismiss={() => undefined}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("ExportProgress", () => {
  it("shows the documents written of those the export holds, with a bar", () => {
    const html = render({ kind: "ledger_xlsx", state: "running", written: 4200, total: 10000 });
    expect(html).toContain('data-state="running"');
    expect(html).toContain("Ledger with confidence (Excel): 4,200 of 10,000 documents written");
    expect(html).toMatch(/<progress[^>]*value="4200"[^>]*max="10000"/);
  });

  it("in Indonesian, with Indonesian numbers", () => {
    const html = render(
      { kind: "ledger_xlsx", state: "running", written: 4200, total: 10000 },
      "id",
    );
    expect(html).toContain("4.200 dari 10.000 dokumen ditulis");
  });

  it("says when it is preparing, done, or stopped before the end", () => {
    expect(render(null)).toContain("Preparing Ledger with confidence (Excel)…");
    const done = render({ kind: "ledger_xlsx", state: "done", written: 10000, total: 10000 });
    expect(done).toContain("all 10,000 documents written");
    expect(done).toMatch(/<progress[^>]*value="10000"/);
    const failed = render(
      { kind: "ledger_xlsx", state: "failed", written: 600, total: 10000 },
      "id",
    );
    expect(failed).toContain("berhenti sebelum selesai");
    expect(failed).not.toContain("<progress");
  });
});
