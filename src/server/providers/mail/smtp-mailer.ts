import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
