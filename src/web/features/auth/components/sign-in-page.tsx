import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { authClient, authErrorKey } from "../../../lib/auth-client.ts";
import { paths, safeNextPath } from "../../../lib/paths.ts";
import { useAuthConfig } from "../api/use-auth-config.ts";
import { AuthCard } from "./auth-card.tsx";

const signInSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});
type SignInValues = z.infer<typeof signInSchema>;

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  const config = useAuthConfig();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema) });

  const signIn = form.handleSubmit(async (values) => {
    setErrorKey(null);
    const { error } = await authClient.signIn.email(values);
    if (error) return setErrorKey(authErrorKey(error));
    await queryClient.invalidateQueries();
    navigate(next);
  });

  const sendMagicLink = async () => {
    const valid = await form.trigger("email");
    if (!valid) return;
    setErrorKey(null);
    const email = form.getValues("email");
    const { error } = await authClient.signIn.magicLink({
      email,
      callbackURL: `${paths.authCallback}?next=${encodeURIComponent(next)}`,
    });
    if (error) return setErrorKey(authErrorKey(error));
    setLinkSentTo(email);
  };

  const signInWithGoogle = () =>
    authClient.signIn.social({
      provider: "google",
      callbackURL: `${paths.authCallback}?next=${encodeURIComponent(next)}`,
    });

  return (
    <AuthCard title={t("auth.signIn.title")}>
      <form onSubmit={signIn} className="space-y-4" noValidate>
        {errorKey && <Alert>{t(errorKey)}</Alert>}
        {linkSentTo && (
          <Alert tone="success">{t("auth.magicLink.sent", { email: linkSentTo })}</Alert>
        )}
        <FormField
          id="email"
          type="email"
          autoComplete="email"
          label={t("auth.fields.email")}
          error={form.formState.errors.email && t("auth.errors.invalidEmail")}
          {...form.register("email")}
        />
        <FormField
          id="password"
          type="password"
          autoComplete="current-password"
          label={t("auth.fields.password")}
          error={form.formState.errors.password && t("auth.errors.passwordRequired")}
          {...form.register("password")}
        />
        <div className="flex justify-end">
          <Link to={paths.forgotPassword} className="text-sm text-brand-700 hover:underline">
            {t("auth.signIn.forgotPassword")}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {t("auth.signIn.submit")}
        </Button>
        <Button variant="secondary" className="w-full" onClick={sendMagicLink}>
          {t("auth.magicLink.send")}
        </Button>
        {config.data?.googleSignIn && (
          <Button variant="secondary" className="w-full" onClick={signInWithGoogle}>
            {t("auth.google")}
          </Button>
        )}
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.signIn.noAccount")}{" "}
        <Link
          to={`${paths.signUp}?${searchParams.toString()}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t("auth.signUp.title")}
        </Link>
      </p>
    </AuthCard>
  );
}
