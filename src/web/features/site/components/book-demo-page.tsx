import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ORGANIZATION_TYPES } from "../../../../contracts/organizations.ts";
import {
  demoBookingSchema,
  INDUSTRY_NAMES,
  STATIC_PAGES,
  type DemoBookingInput,
} from "../../../../contracts/public-site.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { localDate } from "../../../lib/local-date.ts";
import { requestDemo } from "../api/site-forms.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { fieldError } from "./field-error.ts";
import { PageShell } from "./page-shell.tsx";
import { HoneypotField, TextAreaField, useSendErrorMessage } from "./site-form.tsx";

export function BookDemoPage() {
  const { t } = useTranslation();
  const { title, language } = usePageMeta(STATIC_PAGES["/book-demo"]);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendErrorMessage = useSendErrorMessage();
  const today = localDate();
  const form = useForm<DemoBookingInput, unknown, z.output<typeof demoBookingSchema>>({
    resolver: zodResolver(
      demoBookingSchema.refine((booking) => booking.preferredDate >= today, {
        path: ["preferredDate"],
      }),
    ),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestDemo({ ...values, language });
      setSent(true);
    } catch (error) {
      setFailure(sendErrorMessage(error));
    }
  });

  return (
    <PageShell title={title} intro={t("site.bookDemo.intro")} trail={[{ label: title }]}>
      {sent ? (
        <Alert tone="success">{t("site.bookDemo.sent")}</Alert>
      ) : (
        <form onSubmit={submit} className="relative max-w-xl space-y-4" noValidate>
          {failure && <Alert>{failure}</Alert>}
          <FormField
            id="name"
            autoComplete="name"
            label={t("site.form.name")}
            error={fieldError(t, errors.name)}
            {...form.register("name")}
          />
          <FormField
            id="email"
            type="email"
            autoComplete="email"
            label={t("site.form.email")}
            error={errors.email && t("site.form.invalidEmail")}
            {...form.register("email")}
          />
          <FormField
            id="company"
            autoComplete="organization"
            label={t("site.form.company")}
            error={fieldError(t, errors.company)}
            {...form.register("company")}
          />
          <div className="space-y-1">
            <label htmlFor="organizationType" className="block text-sm font-medium text-slate-700">
              {t("site.form.organizationType")}
            </label>
            <select
              id="organizationType"
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              {...form.register("organizationType", {
                setValueAs: (value: string) => value || undefined,
              })}
            >
              <option value="">{t("site.form.chooseType")}</option>
              {ORGANIZATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {INDUSTRY_NAMES[type][language]}
                </option>
              ))}
            </select>
          </div>
          <FormField
            id="preferredDate"
            type="date"
            min={today}
            label={t("site.form.preferredDate")}
            error={errors.preferredDate && t("site.form.invalidDate")}
            {...form.register("preferredDate")}
          />
          <TextAreaField
            id="message"
            label={t("site.form.message")}
            error={fieldError(t, errors.message)}
            {...form.register("message", { setValueAs: (value: string) => value || undefined })}
          />
          <HoneypotField {...form.register("website")} />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("site.form.sending") : t("site.form.send")}
          </Button>
        </form>
      )}
    </PageShell>
  );
}
