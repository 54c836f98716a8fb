/**
 * A loopback server speaking the part of Stripe's HTTP API billing uses (retrieving a
 * subscription, creating a customer portal session), for the official SDK pointed at it by its host, port and protocol options: the
 * secret key checked as Stripe checks it, Stripe's error shape, subscriptions the test sets and,
 * when a test asks, a subscription read answered late.
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
  /** Customer portal sessions created, as the form fields Stripe received. */
  portalSessions(): { customer: string; returnUrl: string; url: string }[];
  /**
   * The next subscription read is answered with Stripe's state when it arrived, but only once
   * released: a slow answer, overtaken by a later read.
   */
  holdNextRead(): { arrived: Promise<void>; release(): void };
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
  const portalSessions: { customer: string; returnUrl: string; url: string }[] = [];
  let failure: number | null = null;
  let held: { arrived(): void; released: Promise<void> } | null = null;
  const signer = new Stripe(secretKey);

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      // The SDK sends parameters form-encoded, as Stripe's API takes them.
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
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
        const answer = stripeSubscription(subscription);
        const hold = held;
        held = null;
        if (!hold) return send(200, answer);
        hold.arrived();
        return void hold.released.then(() => send(200, answer));
      }
      if (request.method === "POST" && request.url === "/v1/billing_portal/sessions") {
        return createPortalSession(form, send);
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
  const apiUrl = `http://127.0.0.1:${port}`;

  /** Stripe refuses an unknown customer and a missing return URL as below. */
  function createPortalSession(
    form: URLSearchParams,
    send: (status: number, body: unknown) => void,
  ) {
    const customer = form.get("customer") ?? "";
    const returnUrl = form.get("return_url") ?? "";
    const known = [...subscriptions.values()].some((fake) => fake.customer === customer);
    if (!known) {
      return send(400, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "customer",
          message: `No such customer: '${customer}'`,
        },
      });
    }
    if (!returnUrl) {
      return send(400, {
        error: {
          type: "invalid_request_error",
          code: "parameter_missing",
          param: "return_url",
          message: "Missing required param: return_url.",
        },
      });
    }
    const id = `bps_${randomBytes(10).toString("hex")}`;
    const url = `${apiUrl}/p/session/${id}`;
    portalSessions.push({ customer, returnUrl, url });
    return send(200, {
      id,
      object: "billing_portal.session",
      customer,
      return_url: returnUrl,
      url,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      locale: null,
      configuration: "bpc_default",
    });
  }

  return {
    apiUrl,
    secretKey,
    webhookSecret,
    setSubscription: (subscription) => subscriptions.set(subscription.id, subscription),
    requests: () => [...received],
    portalSessions: () => [...portalSessions],
    holdNextRead() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      held = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived: arrival, release };
    },
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
