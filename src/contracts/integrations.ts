import { z } from "zod";

/** Whether an organization reaches Xero (issue 21): offered only where the server configured it. */
export const xeroConnectionStatusSchema = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  tenantName: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type XeroConnectionStatus = z.infer<typeof xeroConnectionStatusSchema>;

/** Spec §3 Document's accounting-package fields: the draft in Xero and how its sending went. */
export const xeroDocumentStateSchema = z.object({
  xero_invoice_id: z.string().nullable(),
  xero_invoice_number: z.string().nullable(),
  xero_status: z.string().nullable(),
  xero_synced_at: z.string().nullable(),
  /**
   * `sent`; `queued` while Xero was unavailable and a retry is waiting; `failed` for good. The
   * last two carry `last_xero_sync_error` saying why.
   */
  last_xero_sync_status: z.enum(["sent", "queued", "failed"]).nullable(),
  last_xero_sync_error: z.string().nullable(),
  xero_link: z.string().nullable(),
});
export type XeroDocumentState = z.infer<typeof xeroDocumentStateSchema>;

export const xeroConnectResponseSchema = z.object({ url: z.string() });

/**
 * A sending Xero could not take because it was unavailable is queued and tried again: this many
 * tries by the queue in all, the waits doubling from the first up to the longest (decision 0030).
 */
export const XERO_SEND_RETRY = { tries: 8, firstDelaySeconds: 60, maxDelaySeconds: 3600 };
