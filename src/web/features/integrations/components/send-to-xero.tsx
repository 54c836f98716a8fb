import { useTranslation } from "react-i18next";
import type { XeroDocumentState } from "../../../../contracts/integrations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useRefreshWhileQueued, useSendToXero, useXeroStatus } from "../api/use-xero.ts";

/**
 * A document's place in Xero: its draft's number, status and link once sent; a sending waiting
 * for Xero to come back says so; one that failed says why and may be tried again; otherwise the
 * button, where Xero is connected.
 */
export function SendToXero({
  organizationId,
  documentId,
  xero,
  canSend,
}: {
  organizationId: string;
  documentId: string;
  xero: XeroDocumentState;
  canSend: boolean;
}) {
  const { t } = useTranslation();
  const status = useXeroStatus(organizationId);
  const send = useSendToXero(documentId);
  useRefreshWhileQueued(documentId, xero.last_xero_sync_status === "queued");
  if (xero.xero_invoice_id) {
    return (
      <p className="text-sm text-slate-700">
        {t("integrations.xero.sent", {
          status: xero.xero_status ?? "",
          number: xero.xero_invoice_number ?? "",
        })}{" "}
        {xero.xero_link && (
          <a
            href={xero.xero_link}
            target="_blank"
            rel="noreferrer"
            className="text-brand-700 underline"
          >
            {t("integrations.xero.open")}
          </a>
        )}
      </p>
    );
  }
  if (!status.data?.connected) return null;
  return (
    <div className="space-y-2">
      {xero.last_xero_sync_status === "queued" && (
        <p role="status" className="text-sm text-slate-700">
          {t("integrations.xero.queued", { error: xero.last_xero_sync_error ?? "" })}
        </p>
      )}
      {xero.last_xero_sync_status === "failed" && (
        <Alert>{t("integrations.xero.failed", { error: xero.last_xero_sync_error ?? "" })}</Alert>
      )}
      {send.isError && <Alert>{errorMessage(t, send.error)}</Alert>}
      {canSend && (
        <Button type="button" disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? t("integrations.xero.sending") : t("integrations.xero.send")}
        </Button>
      )}
    </div>
  );
}
