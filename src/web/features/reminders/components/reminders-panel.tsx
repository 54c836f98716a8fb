import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Vertical } from "../../../../contracts/organizations.ts";
import type { Reminder } from "../../../../contracts/reminders.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { documentPath } from "../../../lib/paths.ts";
import {
  useReminderPreferences,
  useReminders,
  useUpdateReminderPreferences,
} from "../api/use-reminders.ts";

/** Which mail choice each dashboard offers: contracts on the legal one, invoices on accounting. */
const CHOICE: Record<Vertical, "contracts" | "invoices"> = {
  legal: "contracts",
  accounting: "invoices",
};

function dueDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "id" ? "id-ID" : "en-US", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

function ReminderRow({ reminder }: { reminder: Reminder }) {
  const { t, i18n } = useTranslation();
  const soon = reminder.days_left <= 7;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 py-2">
      <span className="min-w-0">
        <Link
          to={documentPath(reminder.vertical, reminder.document_id)}
          className="font-medium text-slate-900 hover:underline"
        >
          {reminder.document_name}
        </Link>{" "}
        <span className="text-sm text-slate-600">{t(`reminders.kinds.${reminder.kind}`)}</span>
      </span>
      <span className={`text-sm ${soon ? "font-semibold text-amber-800" : "text-slate-600"}`}>
        {dueDate(reminder.due_date, i18n.language)} ·{" "}
        {reminder.days_left === 0
          ? t("reminders.today")
          : reminder.days_left === 1
            ? t("reminders.tomorrow")
            : t("reminders.inDays", { count: reminder.days_left })}
      </span>
    </li>
  );
}

/**
 * A dashboard's coming dates (contracts ending or renewing, notice deadlines, invoices due) and
 * the member's own choice to be mailed about them.
 */
export function RemindersPanel({
  organizationId,
  vertical,
}: {
  organizationId: string;
  vertical: Vertical;
}) {
  const { t } = useTranslation();
  const reminders = useReminders(organizationId, vertical);
  const preferences = useReminderPreferences(organizationId);
  const update = useUpdateReminderPreferences(organizationId);
  const choice = CHOICE[vertical];
  const list = reminders.data?.reminders ?? [];
  const saved = preferences.data?.[choice] ?? false;
  // The box shows the choice at once, from the click itself: the mutation's pending state
  // reaches the component only after a tick, and a controlled box rendered before it snaps
  // back (the reminders e2e saw the click "not change its state"). A failed save puts it
  // back and says why.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const checked = choosing ?? saved;
  return (
    <section
      aria-labelledby={`reminders-${vertical}`}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`reminders-${vertical}`} className="text-base font-semibold text-slate-900">
          {t("reminders.title")}
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={checked}
            disabled={!preferences.data || update.isPending}
            onChange={(event) => {
              setChoosing(event.target.checked);
              update.mutate(
                { [choice]: event.target.checked },
                { onSettled: () => setChoosing(null) },
              );
            }}
          />
          {t(`reminders.mail.${choice}`)}
        </label>
      </div>
      {update.isError && <Alert tone="error">{errorMessage(t, update.error)}</Alert>}
      {reminders.isError ? (
        <Alert tone="error">{errorMessage(t, reminders.error)}</Alert>
      ) : reminders.isPending ? (
        <p className="mt-2 text-sm text-slate-500">{t("reminders.loading")}</p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t(`reminders.empty.${vertical}`)}</p>
      ) : (
        <ul aria-label={t("reminders.title")} className="mt-2 divide-y divide-slate-100">
          {list.map((reminder) => (
            <ReminderRow
              key={`${reminder.document_id}|${reminder.kind}|${reminder.due_date}`}
              reminder={reminder}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
