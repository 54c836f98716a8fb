import { useTranslation } from "react-i18next";
import type { OrganizationType } from "../../../../contracts/organizations.ts";

export function OrganizationTypeCard({
  type,
  selected,
  onChoose,
}: {
  type: OrganizationType;
  selected: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const features = t(`onboarding.types.${type}.features`, { returnObjects: true }) as string[];
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-pressed={selected}
      className={`rounded-xl border p-4 text-left transition hover:border-brand-600 ${
        selected ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"
      }`}
    >
      <h3 className="font-semibold text-slate-900">{t(`organizationTypes.${type}`)}</h3>
      <p className="mt-1 text-sm text-slate-600">{t(`onboarding.types.${type}.description`)}</p>
      <p className="mt-2 text-xs text-slate-500">{t(`onboarding.types.${type}.examples`)}</p>
      <ul className="mt-2 list-inside list-disc text-xs text-slate-600">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </button>
  );
}
