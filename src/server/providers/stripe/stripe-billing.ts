import Stripe from "stripe";
import { BILLING_TIMING } from "../../../contracts/plans.ts";

/** The four Stripe settings of issue 20; billing is on exactly when all are given. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  buyButtonId: string;
  /** Another address speaking Stripe's API (a loopback server in tests, stripe-mock). */
  apiUrl?: string;
}

/** Billing as the server runs it: the SDK client and the settings the pages and webhook need. */
export interface Billing {
  stripe: Stripe;
  webhookSecret: string;
  publishableKey: string;
  buyButtonId: string;
}

export function createBilling(settings: StripeSettings): Billing {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    // Spec §9: a call to the card provider is retried at most 3 times.
    maxNetworkRetries: BILLING_TIMING.syncMaxRetries,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "http:" ? "http" : "https",
    }),
  });
  return {
    stripe,
    webhookSecret: settings.webhookSecret,
    publishableKey: settings.publishableKey,
    buyButtonId: settings.buyButtonId,
  };
}
