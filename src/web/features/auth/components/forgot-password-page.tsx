import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { authClient, authErrorKey } from "../../../lib/auth-client.ts";
import { paths } from "../../../lib/paths.ts";
import { AuthCard, BackToSignIn } from "./auth-card.tsx";

const schema = z.object({ email: z.email() });

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });

  const submit = form.handleSubmit(async ({ email }) => {
    setErrorKey(null);
    const { error } = await authClient.requestPasswordReset({
      email,
      redirectTo: paths.resetPassword,
    });
    if (error) return setErrorKey(authErrorKey(error));
    // Same answer whether or not the address has an account: nothing is disclosed.
    setSent(true);
  });

  return (
    <AuthCard title={t("auth.forgotPassword.title")}>
      {sent ? (
        <Alert tone="success">{t("auth.forgotPassword.sent")}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-600">{t("auth.forgotPassword.intro")}</p>
          {errorKey && <Alert>{t(errorKey)}</Alert>}
          <FormField
            id="email"
            type="email"
            autoComplete="email"
            label={t("auth.fields.email")}
            error={form.formState.errors.email && t("auth.errors.invalidEmail")}
            {...form.register("email")}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {t("auth.forgotPassword.submit")}
          </Button>
        </form>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
