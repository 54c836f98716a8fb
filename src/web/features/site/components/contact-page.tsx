import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  contactMessageSchema,
  STATIC_PAGES,
  type ContactMessageInput,
} from "../../../../contracts/public-site.ts";
import { SUPPORT_EMAIL } from "../../../lib/paths.ts";
import { sendContactMessage } from "../api/site-forms.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";
import { SiteForm, TextAreaField, useSending } from "./site-form.tsx";
import { fieldError } from "./field-error.ts";

type ContactMessage = z.output<typeof contactMessageSchema>;

export function ContactPage() {
  const { t } = useTranslation();
  const { title, language } = usePageMeta(STATIC_PAGES["/contact"]);
  const sending = useSending((values: ContactMessage) =>
    sendContactMessage({ ...values, language }),
  );
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
  });
  const errors = form.formState.errors;

  return (
    <PageShell
      title={title}
      intro={t("site.contact.intro", { email: SUPPORT_EMAIL })}
      trail={[{ label: title }]}
    >
      <SiteForm
        sending={sending}
        sentMessage={t("site.contact.sent")}
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
        <TextAreaField
          id="message"
          label={t("site.form.message")}
          error={fieldError(t, errors.message)}
          {...form.register("message")}
        />
      </SiteForm>
    </PageShell>
  );
}
