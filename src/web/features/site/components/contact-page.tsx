import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  contactMessageSchema,
  STATIC_PAGES,
  type ContactMessageInput,
} from "../../../../contracts/public-site.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { SUPPORT_EMAIL } from "../../../lib/paths.ts";
import { sendContactMessage } from "../api/site-forms.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";
import { HoneypotField, TextAreaField, useSendErrorMessage } from "./site-form.tsx";
import { fieldError } from "./field-error.ts";

export function ContactPage() {
  const { t } = useTranslation();
  const { title, language } = usePageMeta(STATIC_PAGES["/contact"]);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendErrorMessage = useSendErrorMessage();
  const form = useForm<ContactMessageInput, unknown, z.output<typeof contactMessageSchema>>({
    resolver: zodResolver(contactMessageSchema),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContactMessage({ ...values, language });
      setSent(true);
    } catch (error) {
      setFailure(sendErrorMessage(error));
    }
  });

  return (
    <PageShell
      title={title}
      intro={t("site.contact.intro", { email: SUPPORT_EMAIL })}
      trail={[{ label: title }]}
    >
      {sent ? (
        <Alert tone="success">{t("site.contact.sent")}</Alert>
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
          <TextAreaField
            id="message"
            label={t("site.form.message")}
            error={fieldError(t, errors.message)}
            {...form.register("message")}
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
