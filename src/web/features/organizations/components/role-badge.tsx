import { useTranslation } from "react-i18next";
import type { RoleLevel } from "../../../../contracts/organizations.ts";

export function RoleBadge({ role }: { role: RoleLevel }) {
  const { t } = useTranslation();
  return (
    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
      {t(`roles.${role}`)}
    </span>
  );
}
