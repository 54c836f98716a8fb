import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { USER_NAME_MAX_LENGTH } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { authClient, authErrorKey } from "../../../lib/auth-client.ts";
import { paths, safeNextPath } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { AuthCard } from "./auth-card.tsx";

const MIN_PASSWORD_LENGTH = 8;

const signUpSchema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  password: z.string().min(MIN_PASSWORD_LENGTH),
});
type SignUpValues = z.infer<typeof signUpSchema>;

/**
 * After sign-up the user goes to the legal dashboard (spec §7), where onboarding starts, unless
 * they came for a particular page (an invitation link). The link confirming their address,
 * mailed at sign-up, leads back to that page too.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"), paths.legalDashboard);
  const queryClient = useQueryClient();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema) });
  const { errors } = form.formState;
  const signedIn = Boolean(useSession().data);

  const signUp = form.handleSubmit(async (values) => {
    setErrorKey(null);
    const { error } = await authClient.signUp.email({ ...values, callbackURL: next });
    if (error) return setErrorKey(authErrorKey(error));
    await queryClient.invalidateQueries();
    navigate(next);
  });

  // Someone already signed in has no account to make: on to where they were going.
  if (signedIn) return <Navigate to={next} replace />;
  return (
    <AuthCard title={t("auth.signUp.title")}>
      <form onSubmit={signUp} className="space-y-4" noValidate>
        {errorKey && <Alert>{t(errorKey)}</Alert>}
        <FormField
          id="name"
          autoComplete="name"
          label={t("auth.fields.name")}
          maxLength={USER_NAME_MAX_LENGTH}
          error={errors.name && t("auth.errors.nameRequired")}
          {...form.register("name")}
        />
        <FormField
          id="email"
          type="email"
          autoComplete="email"
          label={t("auth.fields.email")}
          error={errors.email && t("auth.errors.invalidEmail")}
          {...form.register("email")}
        />
        <FormField
          id="password"
          type="password"
          autoComplete="new-password"
          label={t("auth.fields.password")}
          error={errors.password && t("auth.errors.passwordTooShort")}
          {...form.register("password")}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {t("auth.signUp.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.signUp.haveAccount")}{" "}
        <Link
          to={`${paths.signIn}?${searchParams.toString()}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t("auth.signIn.title")}
        </Link>
      </p>
    </AuthCard>
  );
}
