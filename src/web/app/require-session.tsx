import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../lib/paths.ts";
import { useSession } from "../lib/session.ts";

/** Signed-in pages; a visitor is sent to sign in, with the page they wanted kept in `next`. */
export function RequireSession() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();

  if (session.isPending) {
    return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  }
  if (!session.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${paths.signIn}?next=${next}`} replace />;
  }
  return <Outlet />;
}
