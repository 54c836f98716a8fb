import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtp-mailer.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback, speaking the protocol nodemailer speaks to any relay. */
describe("SMTP mailer", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        text(stream).then((raw) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the mail with its sender, recipient, subject and both bodies", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "berkas <no-reply@berkas.test>");
    await mailer.send({
      to: "rina@example.co.id",
      subject: "Tautan masuk berkas Anda",
      text: "Masuk: http://localhost:3000/x",
      html: '<p><a href="http://localhost:3000/x">Masuk</a></p>',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("no-reply@berkas.test");
    expect(mail?.to).toEqual(["rina@example.co.id"]);
    expect(mail?.raw).toContain("Subject: Tautan masuk berkas Anda");
    expect(mail?.raw).toContain("text/plain");
    expect(mail?.raw).toContain("text/html");
  });

  it("fails loudly when the server cannot be reached", async () => {
    const mailer = createSmtpMailer("smtp://127.0.0.1:1", "berkas <no-reply@berkas.test>");
    await expect(
      mailer.send({ to: "a@example.co.id", subject: "x", text: "x", html: "x" }),
    ).rejects.toThrow();
  });
});
