import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  ORGANIZATION_TYPES,
  type Organization,
  type OrganizationType,
} from "../../../../contracts/organizations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useCompleteOnboarding } from "../api/use-onboarding.ts";
import { OrganizationTypeCard } from "./organization-type-card.tsx";

/** Spec §4: type → details (after about 300 ms) → complete, then on after 2 s. */
const STEP_DELAY_MS = 300;
const COMPLETE_DELAY_MS = 2_000;
const PRIMARY_VERTICALS = ["both", "accounting", "legal"] as const;

type Step = "type" | "details" | "complete";

export function OnboardingWizard({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>("type");
  const [type, setType] = useState<OrganizationType | null>(null);
  const [name, setName] = useState(organization.name);
  const [description, setDescription] = useState("");
  const [primaryVertical, setPrimaryVertical] =
    useState<(typeof PRIMARY_VERTICALS)[number]>("both");

  const chooseType = (chosen: OrganizationType) => {
    setType(chosen);
    setTimeout(() => setStep("details"), STEP_DELAY_MS);
  };

  const finish = () => {
    if (!type || !name.trim()) return;
    complete.mutate(
      {
        organizationId: organization.id,
        organization: { name: name.trim(), type, description: description.trim() || undefined },
        profile: { primaryVertical },
      },
      {
        onSuccess: ({ redirectTo }) => {
          setStep("complete");
          setTimeout(async () => {
            await queryClient.invalidateQueries({ queryKey: ["onboarding"] });
            navigate(redirectTo);
          }, COMPLETE_DELAY_MS);
        },
        // Spec §4: on a failed update the wizard stays on details, without a message.
        onError: (error) => console.error("onboarding failed", error),
      },
    );
  };

  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-medium text-brand-700">
        {t("onboarding.step", {
          current: step === "type" ? 1 : step === "details" ? 2 : 3,
          total: 3,
        })}
      </p>
      {step === "type" && (
        <section>
          <h1 className="mt-2 text-2xl font-bold text-slate-900">{t("onboarding.typeTitle")}</h1>
          <p className="mt-1 text-slate-600">{t("onboarding.typeIntro")}</p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ORGANIZATION_TYPES.map((each) => (
              <OrganizationTypeCard
                key={each}
                type={each}
                selected={type === each}
                onChoose={() => chooseType(each)}
              />
            ))}
          </div>
        </section>
      )}
      {step === "details" && (
        <section className="max-w-xl">
          <h1 className="mt-2 text-2xl font-bold text-slate-900">{t("onboarding.detailsTitle")}</h1>
          <div className="mt-6 space-y-4">
            <div className="space-y-1">
              <label
                htmlFor="organization-name"
                className="block text-sm font-medium text-slate-700"
              >
                {t("onboarding.name")} <span className="text-red-600">*</span>
              </label>
              <input
                id="organization-name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
            <div className="space-y-1">
              <label
                htmlFor="organization-description"
                className="block text-sm font-medium text-slate-700"
              >
                {t("onboarding.description")}
              </label>
              <textarea
                id="organization-description"
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                rows={3}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-700">
                {t("onboarding.primaryVertical")}
              </legend>
              {PRIMARY_VERTICALS.map((vertical) => (
                <label key={vertical} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name="primary-vertical"
                    value={vertical}
                    checked={primaryVertical === vertical}
                    onChange={() => setPrimaryVertical(vertical)}
                  />
                  {t(`onboarding.verticals.${vertical}`)}
                </label>
              ))}
            </fieldset>
            <div className="flex gap-3">
              <Button variant="secondary" onClick={() => setStep("type")}>
                {t("onboarding.back")}
              </Button>
              <Button onClick={finish} disabled={!name.trim() || complete.isPending}>
                {t("onboarding.completeSetup")}
              </Button>
            </div>
          </div>
        </section>
      )}
      {step === "complete" && (
        <section className="py-16 text-center" role="status">
          <h1 className="text-2xl font-bold text-slate-900">{t("onboarding.completeTitle")}</h1>
          <p className="mt-2 text-slate-600">{t("onboarding.completeBody")}</p>
        </section>
      )}
    </main>
  );
}
