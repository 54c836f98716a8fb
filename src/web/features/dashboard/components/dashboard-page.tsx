import { useTranslation } from "react-i18next";
import type { Vertical } from "../../../lib/paths.ts";

export function DashboardPage({ vertical }: { vertical: Vertical }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t(`verticals.${vertical}.dashboard`)}</h1>
      <p className="mt-4 text-slate-600">{t("dashboard.empty")}</p>
    </main>
  );
}
