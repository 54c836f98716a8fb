export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; SMTP when SMTP_URL is set, otherwise the dev outbox on disk. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
}
