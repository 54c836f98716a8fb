import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={paths.signIn} className="text-brand-700 hover:underline">
        {t("auth.backToSignIn")}
      </Link>
    </p>
  );
}
