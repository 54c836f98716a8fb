import { OnboardingWizard } from "../features/onboarding/components/onboarding-wizard.tsx";
import {
  useCreateOrganization,
  useSwitchOrganization,
} from "../features/organizations/api/use-organizations.ts";

/** "Create organization" from the switcher: the onboarding wizard for a new organization. */
export function NewOrganizationRoute() {
  const createOrganization = useCreateOrganization();
  const switchOrganization = useSwitchOrganization();
  return (
    <OnboardingWizard
      create={{
        createOrganization: (fields) => createOrganization.mutateAsync(fields),
        switchTo: (organizationId) => switchOrganization.mutateAsync(organizationId),
      }}
    />
  );
}
