import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  billingPortalSessionSchema,
  billingSummarySchema,
  type BillingSummary,
} from "../../../../contracts/billing.ts";
import { BILLING_TIMING } from "../../../../contracts/plans.ts";
import { apiRequest } from "../../../lib/api-client.ts";

const billingKey = (organizationId: string) => ["billing", organizationId];

/**
 * The organization's plan, trial and usage, read again every 30 s (spec §9's subscription
 * cache) so a payment or cancellation shows without a reload: polling in place of the
 * original's realtime channel (issue 20).
 */
export function useBilling(organizationId: string | undefined) {
  return useQuery({
    queryKey: billingKey(organizationId ?? ""),
    queryFn: async () =>
      billingSummarySchema.parse(
        await apiRequest<unknown>(
          `/api/billing?${new URLSearchParams({ organizationId: organizationId ?? "" }).toString()}`,
        ),
      ),
    enabled: organizationId !== undefined,
    refetchInterval: BILLING_TIMING.subscriptionCacheSeconds * 1000,
    staleTime: BILLING_TIMING.subscriptionCacheSeconds * 1000,
  });
}

/** Spec §7 `POST /api/stripe/sync`, at most 3 retries (§9). */
export function useStripeSync(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiRequest<unknown>("/api/stripe/sync", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ subscriptionId }),
      }),
    retry: BILLING_TIMING.syncMaxRetries,
    onSuccess: (summary) =>
      queryClient.setQueryData(billingKey(organizationId), billingSummarySchema.parse(summary)),
  });
}

/**
 * Spec §4: a sync is triggered 1 s after a subscription with a provider id appears (a checkout
 * just completed, say), once per id.
 */
export function useAutoSync(organizationId: string, summary: BillingSummary | undefined) {
  const sync = useStripeSync(organizationId);
  const synced = useRef<string | null>(null);
  const subscriptionId = summary?.stripeSubscriptionId ?? null;
  const { mutate } = sync;
  useEffect(() => {
    if (!subscriptionId || synced.current === subscriptionId) return;
    const timer = setTimeout(() => {
      synced.current = subscriptionId;
      mutate(subscriptionId);
    }, BILLING_TIMING.autoSyncDelayMs);
    return () => clearTimeout(timer);
  }, [subscriptionId, mutate]);
  return sync;
}

/**
 * Opens Stripe's customer portal (cancel, change card, invoices) for an Owner: the server makes
 * the session and the browser leaves for it; Stripe sends it back to /profile.
 */
export function useBillingPortal(organizationId: string) {
  return useMutation({
    mutationFn: async () =>
      billingPortalSessionSchema.parse(
        await apiRequest<unknown>("/api/billing/portal", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ organizationId }),
        }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
