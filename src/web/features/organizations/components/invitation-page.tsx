import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type { invitationDetailsSchema } from "../../../../contracts/organizations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { apiRequest } from "../../../lib/api-client.ts";
import { authClient, authErrorKey } from "../../../lib/auth-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { paths } from "../../../lib/paths.ts";
import { useSession, type SessionUser } from "../../../lib/session.ts";
import { useAcceptInvitation } from "../api/use-organizations.ts";
import { RoleBadge } from "./role-badge.tsx";

/**
 * The page an invitation e-mail links to; the invitee accepts it here. The link carries the
 * invitation's secret (`?token=`), which reading and accepting need; accepting also needs the
 * invitee to have confirmed their address, which this page asks for first.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitationId = useParams().invitationId ?? "";
  const token = useSearchParams()[0].get("token") ?? "";
  const session = useSession();
  const invitation = useQuery({
    queryKey: ["invitation", invitationId, token],
    queryFn: () =>
      apiRequest<z.infer<typeof invitationDetailsSchema>>(
        `/api/invitations/${encodeURIComponent(invitationId)}?token=${encodeURIComponent(token)}`,
      ),
    retry: false,
    enabled: token !== "",
  });
  const accept = useAcceptInvitation();

  if (token && (invitation.isPending || session.isPending)) {
    return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  }
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("invitation.title")}</h1>
        {token && invitation.data ? (
          <>
            <p className="mt-4 text-slate-700">
              {t("invitation.body", { organization: invitation.data.organizationName })}{" "}
              <RoleBadge role={invitation.data.role} />
            </p>
            {session.data && !session.data.emailVerified ? (
              <ConfirmAddressFirst user={session.data} />
            ) : (
              <>
                {accept.isError && <Alert>{errorMessage(t, accept.error)}</Alert>}
                <Button
                  className="mt-6"
                  disabled={accept.isPending}
                  onClick={() =>
                    accept.mutate(
                      { invitationId, token },
                      { onSuccess: () => navigate(paths.dashboard) },
                    )
                  }
                >
                  {t("invitation.accept")}
                </Button>
              </>
            )}
          </>
        ) : (
          <p className="mt-4 text-slate-600">{t("invitation.notFound")}</p>
        )}
      </div>
    </main>
  );
}

/** Asks the invitee to follow the confirmation link, which brings them back to this page. */
function ConfirmAddressFirst({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const location = useLocation();
  const resend = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.sendVerificationEmail({
        email: user.email,
        callbackURL: location.pathname + location.search,
      });
      if (error) throw new Error(authErrorKey(error));
    },
  });
  return (
    <div className="mt-6 space-y-4">
      <Alert>{t("invitation.confirmAddressFirst", { email: user.email })}</Alert>
      {resend.isSuccess && (
        <Alert tone="success">{t("invitation.confirmationResent", { email: user.email })}</Alert>
      )}
      {resend.isError && <Alert>{t(resend.error.message)}</Alert>}
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {t("invitation.resendConfirmation")}
      </Button>
    </div>
  );
}
