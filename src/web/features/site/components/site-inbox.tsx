import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { INDUSTRY_NAMES } from "../../../../contracts/public-site.ts";
import { organizationTypeSchema } from "../../../../contracts/organizations.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { fetchSiteInbox } from "../api/site-forms.ts";

function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso}>
      {new Date(iso).toLocaleString(i18n.language === "id" ? "id-ID" : "en-GB")}
    </time>
  );
}

/**
 * The public site's demo bookings and contact messages, a section of the Admin Dashboard
 * (/admin). The server decides who is an admin.
 */
export function SiteInbox() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "id" ? "id" : "en";
  const inbox = useQuery({ queryKey: ["site-inbox"], queryFn: fetchSiteInbox, retry: false });
  let body;
  if (inbox.isPending) body = <p className="text-slate-600">{t("site.admin.loading")}</p>;
  else if (inbox.isError) {
    const forbidden = inbox.error instanceof ApiError && inbox.error.code === "FORBIDDEN";
    body = (
      <p role="alert" className="text-red-700">
        {t(forbidden ? "site.admin.forbidden" : "site.admin.failed")}
      </p>
    );
  } else {
    const { bookings, contactMessages } = inbox.data;
    body = (
      <div className="space-y-10">
        <section>
          <h2 className="text-xl font-semibold text-slate-900">{t("site.admin.bookings")}</h2>
          {bookings.length === 0 ? (
            <p className="mt-2 text-slate-600">{t("site.admin.none")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {bookings.map((booking) => {
                const type = organizationTypeSchema.safeParse(booking.organizationType);
                return (
                  <li key={booking.id} className="p-4 text-sm">
                    <p className="font-semibold text-slate-900">
                      {booking.name} · {booking.company}
                      {type.success && ` · ${INDUSTRY_NAMES[type.data][language]}`}
                    </p>
                    <p className="text-slate-700">
                      <a className="underline" href={`mailto:${booking.email}`}>
                        {booking.email}
                      </a>{" "}
                      · {t("site.admin.date")}: {booking.preferredDate} ·{" "}
                      {booking.language.toUpperCase()}
                    </p>
                    {booking.message && (
                      <p className="mt-1 whitespace-pre-line text-slate-600">{booking.message}</p>
                    )}
                    <p className="mt-1 text-xs text-slate-500">
                      {t("site.admin.received")}: <When iso={booking.createdAt} />
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section>
          <h2 className="text-xl font-semibold text-slate-900">{t("site.admin.messages")}</h2>
          {contactMessages.length === 0 ? (
            <p className="mt-2 text-slate-600">{t("site.admin.none")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {contactMessages.map((message) => (
                <li key={message.id} className="p-4 text-sm">
                  <p className="font-semibold text-slate-900">
                    {message.name} ·{" "}
                    <a className="underline" href={`mailto:${message.email}`}>
                      {message.email}
                    </a>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-700">{message.message}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {t("site.admin.received")}: <When iso={message.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }
  return body;
}
