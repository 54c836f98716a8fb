import type { FastifyPluginAsync } from "fastify";
import type { OutboxMail } from "../../providers/mail/outbox-mailer.ts";

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

/** Only outside production, and only when no SMTP server is configured. */
export function devMailRoutes(listOutbox: () => Promise<OutboxMail[]>): FastifyPluginAsync {
  return async (app) => {
    app.get("/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
      // The mails' own HTML is ours (mail-templates.ts) and escaped there.
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(renderOutbox(await listOutbox()));
    });
    app.get("/api/dev/mail", { schema: { hide: true } }, async () => ({
      mails: await listOutbox(),
    }));
  };
}
