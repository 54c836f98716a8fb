import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type {
  XeroConnectionStatus,
  XeroDocumentState,
} from "../../../../contracts/integrations.ts";
import type { Language } from "../../../../contracts/languages.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { xeroStatusKey } from "../api/use-xero.ts";
import { SendToXero } from "./send-to-xero.tsx";

const organizationId = "org-1";
const connected: XeroConnectionStatus = {
  configured: true,
  connected: true,
  tenantName: "Demo Company (ID)",
  connectedAt: "2026-11-20T03:00:00.000Z",
};
const notSent: XeroDocumentState = {
  xero_invoice_id: null,
  xero_invoice_number: null,
  xero_status: null,
  xero_synced_at: null,
  last_xero_sync_status: null,
  last_xero_sync_error: null,
  xero_link: null,
};

/** The document page's Xero part as it first renders, with the connection in the cache. */
function render(xero: XeroDocumentState, language: Language = "en", canSend = true): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(xeroStatusKey(organizationId), connected);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <SendToXero
          organizationId={organizationId}
          documentId="doc-1"
          xero={xero}
          canSend={canSend}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("SendToXero (issue 21: the xero_* fields shown, never a silent loss)", () => {
  it("a sent document shows its draft's status, number and link to Xero", () => {
    const html = render({
      ...notSent,
      xero_invoice_id: "0c6c1b9e-6a3f-4c57-9d1e-2f8a7b6c5d4e",
      xero_invoice_number: "INV-0042",
      xero_status: "DRAFT",
      xero_synced_at: "2026-11-26T03:00:00.000Z",
      last_xero_sync_status: "sent",
      xero_link: "https://go.xero.com/AccountsPayable/View.aspx?InvoiceID=0c6c1b9e",
    });
    expect(html).toContain("In Xero: DRAFT INV-0042");
    expect(html).toContain(
      'href="https://go.xero.com/AccountsPayable/View.aspx?InvoiceID=0c6c1b9e"',
    );
    expect(html).not.toContain("Send to Xero");
  });

  it("a document Xero refused says so and why, and can be sent again", () => {
    const html = render({
      ...notSent,
      last_xero_sync_status: "failed",
      last_xero_sync_error: "Account code '400' is not a valid code",
    });
    expect(html).toContain(
      "This document did not reach Xero: Account code &#x27;400&#x27; is not a valid code",
    );
    expect(html).toContain("Send to Xero as a draft");
  });

  it("a queued sending says it waits, in Indonesian on an Indonesian page", () => {
    const html = render(
      { ...notSent, last_xero_sync_status: "queued", last_xero_sync_error: "HTTP 503" },
      "id",
    );
    expect(html).toContain('role="status"');
    expect(html).toContain("HTTP 503");
    expect(html).toContain("Dokumen menunggu dalam antrean");
  });

  it("someone without exportData sees the state but no button", () => {
    expect(render(notSent, "en", false)).not.toContain("<button");
  });
});
