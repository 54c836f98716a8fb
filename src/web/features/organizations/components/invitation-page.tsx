import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { invitationDetailsSchema } from "../../../../contracts/organizations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { apiRequest } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { paths } from "../../../lib/paths.ts";
import { useAcceptInvitation } from "../api/use-organizations.ts";
import { RoleBadge } from "./role-badge.tsx";

/** The page an invitation e-mail links to; the invitee accepts it here. */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitationId = useParams().invitationId ?? "";
  const invitation = useQuery({
    queryKey: ["invitation", invitationId],
    queryFn: () =>
      apiRequest<z.infer<typeof invitationDetailsSchema>>(
        `/api/invitations/${encodeURIComponent(invitationId)}`,
      ),
    retry: false,
  });
  const accept = useAcceptInvitation();

  if (invitation.isPending) return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("invitation.title")}</h1>
        {invitation.data ? (
          <>
            <p className="mt-4 text-slate-700">
              {t("invitation.body", { organization: invitation.data.organizationName })}{" "}
              <RoleBadge role={invitation.data.role} />
            </p>
            {accept.isError && <Alert>{errorMessage(t, accept.error)}</Alert>}
            <Button
              className="mt-6"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(invitationId, { onSuccess: () => navigate(paths.dashboard) })
              }
            >
              {t("invitation.accept")}
            </Button>
          </>
        ) : (
          <p className="mt-4 text-slate-600">{t("invitation.notFound")}</p>
        )}
      </div>
    </main>
  );
}
