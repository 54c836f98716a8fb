import net from "node:net";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";
import type { OutboxMail } from "../../providers/mail/outbox-mailer.ts";

/** "loopback": only callers on this machine, on a server listening on loopback alone. */
export type DevOutboxAudience = "anyone" | "loopback";

export interface DevOutbox {
  list: () => Promise<OutboxMail[]>;
  audience: DevOutboxAudience;
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (net.isIPv4(ipv4)) return ipv4.startsWith("127.");
  return address === "::1";
}

/** A HOST that listens on loopback only: localhost, 127.x.y.z or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  return bare.toLowerCase() === "localhost" || isLoopbackAddress(bare);
}

/**
 * A caller on this machine: the connection's own address, never a forwarded one, and no
 * forwarding header at all, since a proxy on this machine connects from loopback for anyone.
 */
function isLocalCaller(request: FastifyRequest): boolean {
  const forwarded = ["forwarded", "x-forwarded-for", "x-real-ip"].some(
    (name) => request.headers[name] !== undefined,
  );
  return !forwarded && isLoopbackAddress(request.socket.remoteAddress);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function renderOutbox(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <p><strong>${escapeHtml(mail.subject)}</strong><br>to ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>
  <div>${mail.html}</div>
</article>`,
    )
    .join("\n<hr>\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>berkas · dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{margin:1rem 0}</style>
</head><body><h1>Dev outbox</h1><p>Mail berkas would have sent (no SMTP_URL is set). Newest first.</p>
${items || "<p>No mail yet.</p>"}</body></html>`;
}

/** Only outside production and without SMTP (runtime.ts decides), and only to its audience. */
export function devMailRoutes(outbox: DevOutbox): FastifyPluginAsync {
  return async (app) => {
    app.addHook("onRequest", async (request) => {
      if (outbox.audience === "loopback" && !isLocalCaller(request)) {
        throw new AppError("NOT_FOUND", "Not found");
      }
    });
    app.get("/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
      // The mails' own HTML is ours (mail-templates.ts) and escaped there.
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(renderOutbox(await outbox.list()));
    });
    app.get("/api/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
      return reply.header("cache-control", "no-store").send({ mails: await outbox.list() });
    });
  };
}
