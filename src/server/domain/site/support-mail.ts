import type { Mailer } from "../../providers/mail/mailer.ts";

/** Where the public site's forms are mailed: the configured mailer, to SUPPORT_EMAIL. */
export interface SupportMail {
  mailer: Mailer;
  to: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * A visitor's form as a mail to the support team. Every value is the visitor's own text, so it
 * goes into the body only (escaped in HTML), never into the subject beyond the form's kind.
 */
export async function mailSupport(
  support: SupportMail,
  subject: string,
  fields: readonly (readonly [label: string, value: string | undefined])[],
): Promise<void> {
  const present = fields.filter((field): field is readonly [string, string] => !!field[1]);
  await support.mailer.send({
    to: support.to,
    subject,
    text: present.map(([label, value]) => `${label}: ${value}`).join("\n\n"),
    html: present
      .map(
        ([label, value]) =>
          `<p><strong>${escapeHtml(label)}</strong><br>${escapeHtml(value).replace(/\n/g, "<br>")}</p>`,
      )
      .join(""),
  });
}
