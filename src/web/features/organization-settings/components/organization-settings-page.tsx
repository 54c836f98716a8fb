import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  ORGANIZATION_TYPES,
  type Organization,
  type OrganizationType,
} from "../../../../contracts/organizations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useUpdateOrganization } from "../api/use-update-organization.ts";
import { XeroSettings } from "../../integrations/components/xero-settings.tsx";
import { RETENTION, retentionYearsOf } from "../../../../contracts/retention.ts";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100";

export function OrganizationSettingsPage({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id);
  const canEdit = organization.permissions.manageSettings;
  const [name, setName] = useState(organization.name);
  const [type, setType] = useState<OrganizationType>(organization.type);
  const [description, setDescription] = useState(organization.description ?? "");
  const [industry, setIndustry] = useState(organization.industry ?? "");
  const [companySize, setCompanySize] = useState(organization.company_size ?? "");
  const [retentionYears, setRetentionYears] = useState(retentionYearsOf(organization.settings));
  const isOwner = organization.userRole === "level_5";

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      name: name.trim(),
      type,
      description: description.trim() || null,
      industry: industry.trim() || null,
      company_size: companySize.trim() || null,
      settings: { ...organization.settings, [RETENTION.settingKey]: retentionYears },
    });
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("organizationSettings.title")}</h1>
      {!canEdit && (
        <div className="mt-4">
          <Alert>{t("organizationSettings.readOnly")}</Alert>
        </div>
      )}
      <form onSubmit={save} className="mt-6 space-y-4">
        {update.isError && <Alert>{errorMessage(t, update.error)}</Alert>}
        {update.isSuccess && <Alert tone="success">{t("organizationSettings.saved")}</Alert>}
        <label className="block space-y-1 text-sm font-medium text-slate-700">
          <span>
            {t("onboarding.name")} <span className="text-red-600">*</span>
          </span>
          <input
            className={inputClass}
            value={name}
            disabled={!canEdit}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="block space-y-1 text-sm font-medium text-slate-700">
          <span>{t("organizationSettings.type")}</span>
          <select
            className={inputClass}
            value={type}
            disabled={!canEdit}
            onChange={(e) => setType(e.target.value as OrganizationType)}
          >
            {ORGANIZATION_TYPES.map((each) => (
              <option key={each} value={each}>
                {t(`organizationTypes.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block space-y-1 text-sm font-medium text-slate-700">
          <span>{t("onboarding.description")}</span>
          <textarea
            className={inputClass}
            rows={3}
            value={description}
            disabled={!canEdit}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <label className="block space-y-1 text-sm font-medium text-slate-700">
          <span>{t("organizationSettings.industry")}</span>
          <input
            className={inputClass}
            value={industry}
            disabled={!canEdit}
            onChange={(e) => setIndustry(e.target.value)}
          />
        </label>
        <label className="block space-y-1 text-sm font-medium text-slate-700">
          <span>{t("organizationSettings.companySize")}</span>
          <input
            className={inputClass}
            value={companySize}
            disabled={!canEdit}
            onChange={(e) => setCompanySize(e.target.value)}
          />
        </label>
        <fieldset className="space-y-1 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t("organizationSettings.retention.title")}
          </legend>
          <p className="text-sm text-slate-600">
            {t("organizationSettings.retention.help", {
              min: RETENTION.minYears,
              max: RETENTION.maxYears,
            })}
          </p>
          <label className="block space-y-1 text-sm font-medium text-slate-700">
            <span>{t("organizationSettings.retention.years")}</span>
            <input
              type="number"
              className={inputClass}
              min={RETENTION.minYears}
              max={RETENTION.maxYears}
              step={1}
              value={retentionYears}
              disabled={!canEdit}
              onChange={(e) => setRetentionYears(Number(e.target.value))}
            />
          </label>
        </fieldset>
        {canEdit && (
          <Button type="submit" disabled={!name.trim() || update.isPending}>
            {t("organizationSettings.save")}
          </Button>
        )}
      </form>
      {isOwner && (
        <section className="mt-8 space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">
            {t("organizationSettings.archive.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("organizationSettings.archive.help")}</p>
          <a
            className="inline-block rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            href={`/api/organizations/${encodeURIComponent(organization.id)}/archive`}
            download
          >
            {t("organizationSettings.archive.download")}
          </a>
        </section>
      )}
      <XeroSettings organization={organization} />
    </main>
  );
}
