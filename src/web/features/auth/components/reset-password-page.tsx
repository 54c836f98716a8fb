import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { authClient, authErrorKey } from "../../../lib/auth-client.ts";
import { AuthCard, BackToSignIn } from "./auth-card.tsx";

const schema = z.object({ newPassword: z.string().min(8) });

/** Target of the e-mailed reset link: better-auth adds ?token= (or ?error= when expired). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [done, setDone] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(token ? null : "auth.errors.linkExpired");
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setErrorKey(null);
    const { error } = await authClient.resetPassword({ newPassword, token });
    if (error) return setErrorKey(authErrorKey(error));
    setDone(true);
  });

  return (
    <AuthCard title={t("auth.resetPassword.title")}>
      {done ? (
        <Alert tone="success">{t("auth.resetPassword.done")}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {errorKey && <Alert>{t(errorKey)}</Alert>}
          <FormField
            id="newPassword"
            type="password"
            autoComplete="new-password"
            label={t("auth.fields.newPassword")}
            error={form.formState.errors.newPassword && t("auth.errors.passwordTooShort")}
            {...form.register("newPassword")}
          />
          <Button type="submit" className="w-full" disabled={!token || form.formState.isSubmitting}>
            {t("auth.resetPassword.submit")}
          </Button>
        </form>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
