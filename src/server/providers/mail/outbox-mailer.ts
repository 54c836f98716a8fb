import { randomUUID } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Mailer } from "./mailer.ts";

export const outboxMailSchema = z.object({
  id: z.string(),
  sentAt: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/**
 * Writes each mail as a JSON file, newest last by name, so a newcomer without SMTP can open the
 * magic link or invitation at /dev/mail.
 */
export function createOutboxMailer(directory: string): Mailer & {
  list(): Promise<OutboxMail[]>;
} {
  return {
    kind: "outbox",
    async send(mail) {
      await fsp.mkdir(directory, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
      const record: OutboxMail = { id, sentAt, ...mail };
      const target = path.join(directory, `${id}.json`);
      await fsp.writeFile(`${target}.tmp`, JSON.stringify(record, null, 2));
      await fsp.rename(`${target}.tmp`, target);
    },
    async list() {
      const names = await fsp.readdir(directory).catch(() => [] as string[]);
      const mails = await Promise.all(
        names
          .filter((name) => name.endsWith(".json"))
          .sort()
          .reverse()
          .map(async (name) =>
            outboxMailSchema.parse(
              JSON.parse(await fsp.readFile(path.join(directory, name), "utf8")),
            ),
          ),
      );
      return mails;
    },
  };
}
