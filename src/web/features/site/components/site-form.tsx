import {
  useState,
  type FormEventHandler,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { FormField } from "../../../components/ui/form-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { SUPPORT_EMAIL } from "../../../lib/paths.ts";

/** A multi-line field looking like the shared FormField. */
export function TextAreaField({
  label,
  error,
  id,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string | undefined }) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={Boolean(error)}
        aria-describedby={errorId}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none aria-invalid:border-red-500"
        {...textarea}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The honeypot: hidden from people (and from screen readers) but present in the HTML, where a
 * form-filling robot finds and fills it; the server then drops the submission.
 */
export function HoneypotField(props: React.InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website">{t("site.form.honeypot")}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}

/** The translated message for a failed send. */
function useSendErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown) =>
    t(
      error instanceof ApiError && error.code === "RATE_LIMITED"
        ? "site.form.rateLimited"
        : "site.form.failed",
      { email: SUPPORT_EMAIL },
    );
}

/** A public form's sending: sent once, or the failure to show above its fields. */
export function useSending<Values>(send: (values: Values) => Promise<unknown>) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendErrorMessage = useSendErrorMessage();
  const run = async (values: Values) => {
    setFailure(null);
    try {
      await send(values);
      setSent(true);
    } catch (error) {
      setFailure(sendErrorMessage(error));
    }
  };
  return { sent, failure, run };
}

/**
 * The frame every public form shares: the failure above the fields, the visitor's name and
 * address first, the honeypot and the send button last, and the thanks in its place once sent.
 */
export function SiteForm({
  sending,
  sentMessage,
  onSubmit,
  submitting,
  register,
  errors,
  children,
}: {
  sending: { sent: boolean; failure: string | null };
  sentMessage: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  register: {
    name: UseFormRegisterReturn;
    email: UseFormRegisterReturn;
    website: UseFormRegisterReturn;
  };
  errors: { name?: string | undefined; email?: string | undefined };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (sending.sent) return <Alert tone="success">{sentMessage}</Alert>;
  return (
    <form onSubmit={onSubmit} className="relative max-w-xl space-y-4" noValidate>
      {sending.failure && <Alert>{sending.failure}</Alert>}
      <FormField
        id="name"
        autoComplete="name"
        label={t("site.form.name")}
        error={errors.name}
        {...register.name}
      />
      <FormField
        id="email"
        type="email"
        autoComplete="email"
        label={t("site.form.email")}
        error={errors.email}
        {...register.email}
      />
      {children}
      <HoneypotField {...register.website} />
      <Button type="submit" disabled={submitting || !hydrated}>
        {submitting ? t("site.form.sending") : t("site.form.send")}
      </Button>
    </form>
  );
}
