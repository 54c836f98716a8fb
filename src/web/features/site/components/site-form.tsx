import type { ReactNode, TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
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
export function useSendErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown) =>
    t(
      error instanceof ApiError && error.code === "RATE_LIMITED"
        ? "site.form.rateLimited"
        : "site.form.failed",
      { email: SUPPORT_EMAIL },
    );
}
