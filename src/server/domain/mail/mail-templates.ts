import type { Language } from "../../../contracts/languages.ts";

export type MailTemplate = "magicLink" | "resetPassword" | "invitation";

export interface MailVariables {
  url: string;
  organizationName?: string;
  inviterName?: string;
}

interface MailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

/** Server-side mail copy in both languages; the recipient's preference chooses. */
const TEMPLATES: Record<MailTemplate, Record<Language, (vars: MailVariables) => MailText>> = {
  magicLink: {
    en: () => ({
      subject: "Your sign-in link for berkas",
      intro: "Use this link to sign in to berkas. It works once and expires in 15 minutes.",
      action: "Sign in",
      outro: "If you did not ask for it, you can ignore this e-mail.",
    }),
    id: () => ({
      subject: "Tautan masuk berkas Anda",
      intro:
        "Gunakan tautan ini untuk masuk ke berkas. Tautan hanya berlaku sekali dan kedaluwarsa dalam 15 menit.",
      action: "Masuk",
      outro: "Jika Anda tidak memintanya, abaikan e-mail ini.",
    }),
  },
  resetPassword: {
    en: () => ({
      subject: "Reset your berkas password",
      intro:
        "Someone asked to reset the password of your berkas account. The link expires in 15 minutes.",
      action: "Choose a new password",
      outro: "If it was not you, ignore this e-mail: your password stays as it is.",
    }),
    id: () => ({
      subject: "Atur ulang kata sandi berkas Anda",
      intro:
        "Ada permintaan untuk mengatur ulang kata sandi akun berkas Anda. Tautan kedaluwarsa dalam 15 menit.",
      action: "Pilih kata sandi baru",
      outro: "Jika bukan Anda, abaikan e-mail ini: kata sandi Anda tidak berubah.",
    }),
  },
  invitation: {
    en: (vars) => ({
      subject: `${vars.inviterName ?? "A colleague"} invited you to ${vars.organizationName ?? "an organization"} on berkas`,
      intro: `${vars.inviterName ?? "A colleague"} invited you to join ${vars.organizationName ?? "their organization"} on berkas.`,
      action: "Accept the invitation",
      outro: "Sign in or create an account with this e-mail address to join.",
    }),
    id: (vars) => ({
      subject: `${vars.inviterName ?? "Seorang rekan"} mengundang Anda ke ${vars.organizationName ?? "sebuah organisasi"} di berkas`,
      intro: `${vars.inviterName ?? "Seorang rekan"} mengundang Anda untuk bergabung dengan ${vars.organizationName ?? "organisasinya"} di berkas.`,
      action: "Terima undangan",
      outro: "Masuk atau buat akun dengan alamat e-mail ini untuk bergabung.",
    }),
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderMail(template: MailTemplate, language: Language, vars: MailVariables) {
  const text = TEMPLATES[template][language](vars);
  return {
    subject: text.subject,
    text: `${text.intro}\n\n${text.action}: ${vars.url}\n\n${text.outro}\n`,
    html:
      `<p>${escapeHtml(text.intro)}</p>` +
      `<p><a href="${escapeHtml(vars.url)}">${escapeHtml(text.action)}</a></p>` +
      `<p>${escapeHtml(text.outro)}</p>`,
  };
}
