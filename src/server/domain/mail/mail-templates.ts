import type { Language } from "../../../contracts/languages.ts";
import { INVITATION_LIMITS, USER_NAME_MAX_LENGTH } from "../../../contracts/limits.ts";

export type MailTemplate = "magicLink" | "resetPassword" | "verifyEmail" | "invitation";

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
  verifyEmail: {
    en: () => ({
      subject: "Confirm your e-mail address for berkas",
      intro:
        "Confirm that this address is yours to finish setting up your berkas account or to change its e-mail address to this one.",
      action: "Confirm my address",
      outro: "If you did not sign up or ask for this change, ignore this e-mail: nothing changes.",
    }),
    id: () => ({
      subject: "Konfirmasi alamat e-mail Anda untuk berkas",
      intro:
        "Konfirmasikan bahwa alamat ini milik Anda untuk menyelesaikan akun berkas Anda atau untuk mengganti alamat e-mailnya ke alamat ini.",
      action: "Konfirmasi alamat saya",
      outro:
        "Jika Anda tidak mendaftar atau tidak meminta perubahan ini, abaikan e-mail ini: tidak ada yang berubah.",
    }),
  },
  // Only the organization's name, cut short, goes into the subject: the inviter's name is
  // theirs to choose and stays in the body, so an invitation cannot carry an advert as its title.
  invitation: {
    en: (vars) => ({
      subject: `Invitation to join ${shortOrganizationName(vars) ?? "an organization"} on berkas`,
      intro: `${inviterNameOf(vars) ?? "A colleague"} invited you to join ${vars.organizationName ?? "their organization"} on berkas.`,
      action: "Accept the invitation",
      outro:
        "Sign in or create an account with this e-mail address, confirm the address, then accept. The link is yours alone: do not forward it.",
    }),
    id: (vars) => ({
      subject: `Undangan bergabung dengan ${shortOrganizationName(vars) ?? "sebuah organisasi"} di berkas`,
      intro: `${inviterNameOf(vars) ?? "Seorang rekan"} mengundang Anda untuk bergabung dengan ${vars.organizationName ?? "organisasinya"} di berkas.`,
      action: "Terima undangan",
      outro:
        "Masuk atau buat akun dengan alamat e-mail ini, konfirmasikan alamatnya, lalu terima undangan. Tautan ini hanya untuk Anda: jangan diteruskan.",
    }),
  },
};

function cut(text: string, maxLength: number): string {
  const single = text.replace(/\s+/g, " ").trim();
  return single.length > maxLength ? `${single.slice(0, maxLength - 1).trimEnd()}…` : single;
}

function shortOrganizationName(vars: MailVariables): string | undefined {
  return vars.organizationName
    ? cut(vars.organizationName, INVITATION_LIMITS.organizationNameInSubjectMaxLength)
    : undefined;
}

/** Names saved before names were capped may be longer; mail never shows more than the cap. */
function inviterNameOf(vars: MailVariables): string | undefined {
  return vars.inviterName ? cut(vars.inviterName, USER_NAME_MAX_LENGTH) : undefined;
}

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
