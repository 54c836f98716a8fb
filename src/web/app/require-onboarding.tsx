import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import { useOnboardingStatus } from "../features/onboarding/api/use-onboarding.ts";
import { OnboardingWizard } from "../features/onboarding/components/onboarding-wizard.tsx";

/** Dashboards open only after onboarding in the current organization (admins skip it). */
export function RequireOnboarding() {
  const { t } = useTranslation();
  const status = useOnboardingStatus();
  const { current, isPending } = useCurrentOrganization();
  if (status.isPending || isPending) {
    return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  }
  // Spec §8: an error while checking counts as complete.
  if (status.isError || status.data.completed || !current) return <Outlet />;
  return <OnboardingWizard key={current.id} organization={current} />;
}
