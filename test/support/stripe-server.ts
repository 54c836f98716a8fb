/**
 * A loopback server speaking the part of Stripe's HTTP API billing reads (retrieving a
 * subscription), for the official SDK pointed at it by its host, port and protocol options: the
 * secret key checked as Stripe checks it, Stripe's error shape, and subscriptions the test sets.
 * `event` builds webhook deliveries signed by Stripe's own scheme (the SDK's test header).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface FakeSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  /** The price's lookup key: one of our plan ids, or anything else. */
  lookupKey: string | null;
  currentPeriodEnd: Date;
}

export interface StripeServer {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Adds or replaces a subscription as Stripe would answer it. */
  setSubscription(subscription: FakeSubscription): void;
  /** Requests received, as `METHOD /path`. */
  requests(): string[];
  /** Answer every request with this status (a Stripe outage) until cleared with null. */
  failWith(status: number | null): void;
  /** A webhook delivery: its raw body and its `Stripe-Signature` header. */
  event(
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; secret?: string },
  ): { id: string; body: string; signature: string };
  stop(): Promise<void>;
}

function stripeSubscription(fake: FakeSubscription) {
  const periodEnd = Math.floor(fake.currentPeriodEnd.getTime() / 1000);
  return {
    id: fake.id,
    object: "subscription",
    customer: fake.customer,
    status: fake.status,
    ended_at: fake.status === "canceled" ? periodEnd : null,
    metadata: {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${fake.id}`,
          object: "subscription_item",
          current_period_start: periodEnd - 30 * 24 * 3600,
          current_period_end: periodEnd,
          price: {
            id: `price_${fake.lookupKey ?? "unnamed"}`,
            object: "price",
            currency: "idr",
            lookup_key: fake.lookupKey,
            metadata: {},
          },
        },
      ],
      has_more: false,
    },
  };
}

export async function startStripeServer(): Promise<StripeServer> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const subscriptions = new Map<string, FakeSubscription>();
  const received: string[] = [];
  let failure: number | null = null;
  const signer = new Stripe(secretKey);

  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      received.push(`${request.method} ${request.url}`);
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      }
      if (failure !== null) {
        return send(failure, { error: { type: "api_error", message: "Stripe is unavailable" } });
      }
      const found = /^\/v1\/subscriptions\/([\w-]+)$/.exec(request.url ?? "");
      const subscription = found && subscriptions.get(found[1]!);
      if (request.method === "GET" && subscription) {
        return send(200, stripeSubscription(subscription));
      }
      return send(404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: "No such object",
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    setSubscription: (subscription) => subscriptions.set(subscription.id, subscription),
    requests: () => [...received],
    failWith: (status) => {
      failure = status;
    },
    event(type, object, options = {}) {
      const id = options.id ?? `evt_${randomBytes(10).toString("hex")}`;
      const body = JSON.stringify({
        id,
        object: "event",
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
      });
      return { id, body, signature };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe subscription as the events carry it (customer.subscription.*). */
export function subscriptionObject(fake: FakeSubscription): Record<string, unknown> {
  return stripeSubscription(fake);
}
