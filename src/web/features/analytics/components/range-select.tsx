import { useTranslation } from "react-i18next";
import { ANALYTICS } from "../../../../contracts/limits.ts";

/** The spec's time ranges (7 to 90 days), shared by the admin's and an organization's analytics. */
export function RangeSelect({
  days,
  onChange,
}: {
  days: number;
  onChange: (days: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {t("analytics.range.label")}
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1"
        value={days}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {ANALYTICS.rangesDays.map((option) => (
          <option key={option} value={option}>
            {t("analytics.range.option", { count: option })}
          </option>
        ))}
      </select>
    </label>
  );
}
