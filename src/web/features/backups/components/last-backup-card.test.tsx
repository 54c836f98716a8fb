import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { LastBackup } from "../../../../contracts/backups.ts";
import type { Language } from "../../../../contracts/languages.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { LastBackupCard } from "./last-backup-card.tsx";

/** The card as /admin first renders it, with what the server answered in the cache. */
function render(last: LastBackup, language: Language = "en"): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["last-backup"], last);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <LastBackupCard />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const succeeded: NonNullable<LastBackup["backup"]> = {
  startedAt: "2026-11-25T19:00:00.000Z",
  finishedAt: "2026-11-25T19:00:06.000Z",
  result: "ok",
  location: "s3://berkas-backups/nightly/berkas-backup-20261125T190000Z-a1b2c3",
  error: null,
  fileCount: 334,
  databaseBytes: 73_000,
};

describe("LastBackupCard", () => {
  it("shows when the last backup started, that it succeeded, where it is and how many files", () => {
    const html = render({ backup: succeeded });
    expect(html).toContain('<time dateTime="2026-11-25T19:00:00.000Z">');
    expect(html).toContain(">Succeeded</span>");
    expect(html).toContain(succeeded.location);
    expect(html).toMatch(/<dt[^>]*>Files<\/dt><dd>334<\/dd>/);
    expect(html).not.toContain(">Error</dt>");
  });

  it("shows a failed backup's error, in Indonesian on an Indonesian page", () => {
    const html = render(
      {
        backup: {
          ...succeeded,
          result: "failed",
          location: null,
          fileCount: null,
          error: "connect ECONNREFUSED 127.0.0.1:5432",
        },
      },
      "id",
    );
    expect(html).toContain(">Gagal</span>");
    expect(html).toContain("connect ECONNREFUSED 127.0.0.1:5432");
    expect(html).not.toContain("Succeeded");
    expect(html).not.toContain(succeeded.location);
  });

  it("says when no backup has run yet", () => {
    expect(render({ backup: null })).toContain("No backup has run yet.");
  });
});
