import { zodResolver } from "@hookform/resolvers/zod";
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
import { FormField } from "../../../components/ui/form-field.tsx";
import { localDate } from "../../../lib/local-date.ts";
import { requestDemo } from "../api/site-forms.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { fieldError } from "./field-error.ts";
import { PageShell } from "./page-shell.tsx";
import { SiteForm, TextAreaField, useSending } from "./site-form.tsx";

type DemoBooking = z.output<typeof demoBookingSchema>;

export function BookDemoPage() {
  const { t } = useTranslation();
  const { title, language } = usePageMeta(STATIC_PAGES["/book-demo"]);
  const sending = useSending((values: DemoBooking) => requestDemo({ ...values, language }));
  const today = localDate();
  const form = useForm<DemoBookingInput, unknown, DemoBooking>({
    resolver: zodResolver(
      demoBookingSchema.refine((booking) => booking.preferredDate >= today, {
        path: ["preferredDate"],
      }),
    ),
  });
  const errors = form.formState.errors;

  return (
    <PageShell title={title} intro={t("site.bookDemo.intro")} trail={[{ label: title }]}>
      <SiteForm
        sending={sending}
        sentMessage={t("site.bookDemo.sent")}
        onSubmit={form.handleSubmit(sending.run)}
        submitting={form.formState.isSubmitting}
        register={{
          name: form.register("name"),
          email: form.register("email"),
          website: form.register("website"),
        }}
        errors={{
          name: fieldError(t, errors.name),
          email: errors.email && t("site.form.invalidEmail"),
        }}
      >
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
      </SiteForm>
    </PageShell>
  );
}
