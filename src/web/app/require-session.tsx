import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { Alert } from "../components/ui/alert.tsx";
import { paths } from "../lib/paths.ts";
import { useSession } from "../lib/session.ts";

/**
 * Signed-in pages; a visitor is sent to sign in, with the page they wanted kept in `next`. A
 * session check that failed or passed the 5 s safety timeout says so rather than sending a
 * signed-in user to sign in again.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();

  if (session.isPending) {
    return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  }
  if (session.isError && !session.data) {
    return <SessionUnavailable />;
  }
  if (!session.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${paths.signIn}?next=${next}`} replace />;
  }
  return <Outlet />;
}

function SessionUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md p-8">
      <Alert>
        <p className="font-medium">{t("common.failedToLoad")}</p>
        <p>{t("common.tryAgainLater")}</p>
      </Alert>
    </div>
  );
}
