import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ROLE_LEVELS, type RoleLevel } from "../../../../contracts/organizations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import {
  useCancelInvitation,
  useChangeRole,
  useInviteMember,
  useRemoveMember,
  useTeam,
} from "../api/use-team.ts";

function RoleSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: RoleLevel;
  onChange: (role: RoleLevel) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as RoleLevel)}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
    >
      {ROLE_LEVELS.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** Team management: members with their roles, pending invitations, and the invite form. */
export function TeamPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const team = useTeam(organizationId);
  const invite = useInviteMember(organizationId);
  const changeRole = useChangeRole(organizationId);
  const removeMember = useRemoveMember(organizationId);
  const cancelInvitation = useCancelInvitation(organizationId);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<RoleLevel>("level_3");
  const failure = [invite, changeRole, removeMember, cancelInvitation].find((each) => each.error);

  if (team.isPending) return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  if (team.isError) return <Alert>{errorMessage(t, team.error)}</Alert>;
  const canManage = team.data.permissions.manageTeam;

  const submitInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail("") });
  };

  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("team.title")}</h1>
      {failure?.error && <Alert>{errorMessage(t, failure.error)}</Alert>}

      {canManage && (
        <form
          onSubmit={submitInvite}
          className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="grow space-y-1">
            <label htmlFor="invite-email" className="block text-sm font-medium text-slate-700">
              {t("team.inviteEmail")}
            </label>
            <input
              id="invite-email"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <RoleSelect value={role} onChange={setRole} label={t("team.inviteRole")} />
          <Button type="submit" disabled={!email.trim() || invite.isPending}>
            {t("team.invite")}
          </Button>
        </form>
      )}

      <section>
        <h2 className="text-lg font-semibold text-slate-900">{t("team.members")}</h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {team.data.members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div>
                <p className="font-medium text-slate-900">{member.name}</p>
                <p className="text-sm text-slate-500">{member.email}</p>
              </div>
              <div className="flex items-center gap-2">
                <RoleSelect
                  value={member.role}
                  label={t("team.roleOf", { email: member.email })}
                  disabled={!canManage || changeRole.isPending}
                  onChange={(next) => changeRole.mutate({ memberId: member.id, role: next })}
                />
                {canManage && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      if (window.confirm(t("team.removeConfirm", { email: member.email }))) {
                        removeMember.mutate(member.id);
                      }
                    }}
                  >
                    {t("team.remove")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {team.data.invitations.length > 0 && (
        <section>
          <h2 className="text-lg font-semibold text-slate-900">{t("team.invitations")}</h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {team.data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <p className="text-sm text-slate-700">
                  {invitation.email} · {t(`roles.${invitation.role}`)}{" "}
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                    {t("organizations.pending")}
                  </span>
                </p>
                {canManage && (
                  <Button
                    variant="secondary"
                    onClick={() => cancelInvitation.mutate(invitation.id)}
                  >
                    {t("team.cancelInvitation")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
