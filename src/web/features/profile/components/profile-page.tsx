import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { USER_NAME_MAX_LENGTH } from "../../../../contracts/limits.ts";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { authClient, authErrorKey, type AuthClientError } from "../../../lib/auth-client.ts";
import type { SessionUser } from "../../../lib/session.ts";
import { CurrentOrganizationBilling } from "../../billing/components/billing-panel.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";

type Outcome = { tone: "success" | "error"; key: string } | null;

function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const settle = (error: AuthClientError | null, successKey: string) =>
    setOutcome(
      error ? { tone: "error", key: authErrorKey(error) } : { tone: "success", key: successKey },
    );
  return { outcome, settle, reset: () => setOutcome(null) };
}

/**
 * /profile: the organization's plan and usage, then the signed-in user's name, e-mail and
 * password, and last the danger zone that deletes the account.
 */
export function ProfilePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name ?? "");
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const details = useOutcome();
  const password = useOutcome();

  const saveDetails = async (event: FormEvent) => {
    event.preventDefault();
    details.reset();
    if (name.trim() !== user.name) {
      const { error } = await authClient.updateUser({ name: name.trim() });
      if (error) return details.settle(error, "");
    }
    // A new address replaces the old one only once the link mailed to it is followed.
    const newEmail = email.trim().toLowerCase();
    const emailChanged = newEmail !== user.email;
    if (emailChanged) {
      const { error } = await authClient.changeEmail({ newEmail });
      if (error) return details.settle(error, "");
    }
    await queryClient.invalidateQueries({ queryKey: ["session"] });
    details.settle(null, emailChanged ? "profile.emailConfirmationSent" : "profile.saved");
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    password.reset();
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    if (!error) {
      setCurrentPassword("");
      setNewPassword("");
    }
    password.settle(error, "profile.passwordChanged");
  };

  return (
    <main className="mx-auto max-w-xl space-y-10 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("profile.title")}</h1>
      <CurrentOrganizationBilling />
      <form onSubmit={saveDetails} className="space-y-4">
        {details.outcome && (
          <Alert tone={details.outcome.tone}>
            {t(details.outcome.key, { email: email.trim().toLowerCase() })}
          </Alert>
        )}
        <FormField
          id="profile-name"
          label={t("auth.fields.name")}
          maxLength={USER_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <FormField
          id="profile-email"
          type="email"
          label={t("auth.fields.email")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={!name.trim() || !email.trim()}>
          {t("profile.save")}
        </Button>
      </form>
      <form onSubmit={changePassword} className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t("profile.changePassword")}</h2>
        {password.outcome && <Alert tone={password.outcome.tone}>{t(password.outcome.key)}</Alert>}
        <FormField
          id="current-password"
          type="password"
          autoComplete="current-password"
          label={t("profile.currentPassword")}
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <FormField
          id="new-password"
          type="password"
          autoComplete="new-password"
          label={t("auth.fields.newPassword")}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <Button type="submit" disabled={!currentPassword || newPassword.length < 8}>
          {t("profile.changePassword")}
        </Button>
      </form>
      <DeleteAccountSection email={user.email} />
    </main>
  );
}
