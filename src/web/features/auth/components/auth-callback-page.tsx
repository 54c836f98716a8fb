import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { safeNextPath } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { callbackFailureKey } from "../callback-failure.ts";
import { AuthCard, BackToSignIn } from "./auth-card.tsx";

/** Where magic links and Google send people back (spec §2 /auth/callback). */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const failure = searchParams.get("error");
  const failed = failure !== null;

  if (!failed && session.data) {
    return <Navigate to={safeNextPath(searchParams.get("next"))} replace />;
  }
  if (!failed && session.isPending) {
    return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  }
  if (!failed && session.isError) {
    // The session check failed or passed the safety timeout: the link may well have worked.
    return (
      <AuthCard title={t("auth.signIn.title")}>
        <Alert>
          <p className="font-medium">{t("common.failedToLoad")}</p>
          <p>{t("common.tryAgainLater")}</p>
        </Alert>
        <BackToSignIn />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.signIn.title")}>
      <Alert>{t(failure === null ? "auth.errors.linkExpired" : callbackFailureKey(failure))}</Alert>
      <BackToSignIn />
    </AuthCard>
  );
}
