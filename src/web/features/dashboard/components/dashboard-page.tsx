import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Vertical } from "../../../../contracts/organizations.ts";

/** A vertical's dashboard; the app fills it with the upload widget and the documents. */
export function DashboardPage({ vertical, children }: { vertical: Vertical; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t(`verticals.${vertical}.dashboard`)}</h1>
      {children}
    </main>
  );
}
