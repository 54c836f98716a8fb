import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AccountDeletionPlan } from "../../../../contracts/retention.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { SIGN_OUT_CLEANUP_EVENT } from "../../../lib/sign-out.ts";
import { deleteAccount, fetchAccountDeletionPlan } from "../api/account-deletion.ts";

type PlannedOrganization = AccountDeletionPlan["organizations"][number];

/** One line per organization: what deleting the account does there (decision 0036). */
function OrganizationOutcome({ organization }: { organization: PlannedOrganization }) {
  const { t, i18n } = useTranslation();
  const until = organization.keptUntil
    ? new Date(`${organization.keptUntil}T00:00:00Z`).toLocaleDateString(
        i18n.language === "id" ? "id-ID" : "en-GB",
        { timeZone: "UTC", dateStyle: "long" },
      )
    : "";
  return (
    <li>
      {t(`profile.deleteAccount.outcome.${organization.outcome}`, {
        name: organization.name,
        deleted: organization.deletedDocuments,
        kept: organization.keptDocuments,
        until,
      })}
    </li>
  );
}

/**
 * The danger zone at the foot of /profile: what deleting the account would delete and what the
 * law keeps until when, the account's e-mail address typed to confirm, then the deletion. The
 * server signs the person out everywhere; this browser forgets what it kept and goes home.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const plan = useQuery({
    queryKey: ["account-deletion-plan"],
    queryFn: fetchAccountDeletionPlan,
    retry: false,
  });
  const deletion = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      window.dispatchEvent(new Event(SIGN_OUT_CLEANUP_EVENT));
      const language = window.localStorage.getItem("language");
      window.localStorage.clear();
      if (language) window.localStorage.setItem("language", language);
      window.sessionStorage.clear();
    },
  });

  const blocked = plan.data?.organizations.some(
    (organization) => organization.outcome === "blocked_last_owner",
  );
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !blocked) deletion.mutate();
  };

  if (deletion.isSuccess) {
    return (
      <section aria-labelledby="delete-account-title" className="space-y-3">
        <h2 id="delete-account-title" className="text-lg font-semibold text-slate-900">
          {t("profile.deleteAccount.title")}
        </h2>
        <Alert tone="success">{t("profile.deleteAccount.done")}</Alert>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {deletion.data.organizations.map((organization) => (
            <OrganizationOutcome key={organization.id} organization={organization} />
          ))}
        </ul>
        <a href="/" className="text-sm font-semibold text-brand-700 underline">
          {t("profile.deleteAccount.home")}
        </a>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="delete-account-title"
      className="space-y-4 rounded-md border border-red-300 p-4"
    >
      <h2 id="delete-account-title" className="text-lg font-semibold text-red-800">
        {t("profile.deleteAccount.title")}
      </h2>
      <p className="text-sm text-slate-700">{t("profile.deleteAccount.intro")}</p>
      {plan.isPending && (
        <p className="text-sm text-slate-600">{t("profile.deleteAccount.loading")}</p>
      )}
      {plan.isError && <Alert>{t("profile.deleteAccount.failedToLoad")}</Alert>}
      {plan.data && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {plan.data.organizations.map((organization) => (
            <OrganizationOutcome key={organization.id} organization={organization} />
          ))}
        </ul>
      )}
      {blocked && <Alert>{t("profile.deleteAccount.blocked")}</Alert>}
      {deletion.isError && <Alert>{t("profile.deleteAccount.failed")}</Alert>}
      {plan.data && !blocked && (
        <form onSubmit={submit} className="space-y-3">
          <FormField
            id="delete-account-confirm"
            type="email"
            autoComplete="off"
            label={t("profile.deleteAccount.confirmLabel", { email })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="danger" disabled={!confirmed || deletion.isPending}>
            {t(
              deletion.isPending
                ? "profile.deleteAccount.deleting"
                : "profile.deleteAccount.submit",
            )}
          </Button>
        </form>
      )}
    </section>
  );
}
