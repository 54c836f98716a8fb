import { useTranslation } from "react-i18next";

/** A week's first day (YYYY-MM-DD, UTC) as a short date in the page's language. */
export function useWeekLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}
