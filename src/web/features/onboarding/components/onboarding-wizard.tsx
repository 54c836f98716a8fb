import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  ORGANIZATION_TYPES,
  type Organization,
  type OrganizationType,
} from "../../../../contracts/organizations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../lib/paths.ts";
import { useCompleteOnboarding, useOnboardingStatus } from "../api/use-onboarding.ts";
import { failedOnboardingStep, startingAnswers, type ProfileAnswers } from "../profile-answers.ts";
import { OrganizationTypeCard } from "./organization-type-card.tsx";
import { ProfileQuestions } from "./profile-questions.tsx";

/** Spec §4: type → details (after about 300 ms) → complete, then on after 2 s. */
const STEP_DELAY_MS = 300;
const COMPLETE_DELAY_MS = 2_000;

type Step = "type" | "details" | "complete";

interface OrganizationFields {
  name: string;
  type: OrganizationType;
  description?: string;
}

/** What the wizard needs to set up a new organization instead of the current one. */
export interface NewOrganizationActions {
  createOrganization: (fields: OrganizationFields) => Promise<{ id: string }>;
  switchTo: (organizationId: string) => Promise<unknown>;
}

/**
 * Organization onboarding (spec §2) with the profile questions (spec §3, §4): for the current
 * organization, or with `create` for a new one, which is created, onboarded and switched to.
 */
export function OnboardingWizard({
  organization,
  create,
}:
  | { organization: Organization; create?: undefined }
  | {
      organization?: undefined;
      create: NewOrganizationActions;
    }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>("type");
  const [type, setType] = useState<OrganizationType | null>(null);
  const [name, setName] = useState(organization?.name ?? "");
  const [description, setDescription] = useState("");
  const [creating, setCreating] = useState(false);
  const storedProfile = useOnboardingStatus().data?.profile;
  const [answers, setAnswers] = useState<ProfileAnswers | null>(null);
  // What they said before, else their role here: only where the answer starts (0021).
  const shownAnswers =
    answers ?? startingAnswers(storedProfile, organization?.userRole ?? "level_5");

  const chooseType = (chosen: OrganizationType) => {
    setType(chosen);
    setTimeout(() => setStep("details"), STEP_DELAY_MS);
  };

  const finish = async () => {
    if (!type || !name.trim()) return;
    const fields = { name: name.trim(), type, description: description.trim() || undefined };
    let organizationId = organization?.id;
    if (!organizationId && create) {
      setCreating(true);
      try {
        organizationId = (await create.createOrganization(fields)).id;
      } catch (error) {
        // Spec §4: a failed organization update keeps the wizard on details, without a message.
        console.error("creating the organization failed", error);
        return;
      } finally {
        setCreating(false);
      }
    }
    if (!organizationId) return;
    const onboardedId = organizationId;
    complete.mutate(
      {
        organizationId: onboardedId,
        organization: fields,
        profile: {
          position: shownAnswers.position.trim() || undefined,
          roleLevel: shownAnswers.roleLevel,
          primaryVertical: shownAnswers.primaryVertical,
          documentTypes: shownAnswers.documentTypes,
          monthlyVolume: shownAnswers.monthlyVolume || undefined,
          currentTools: shownAnswers.currentTools,
          painPoints: shownAnswers.painPoints,
        },
      },
      {
        onSuccess: async ({ redirectTo }) => {
          if (create) await create.switchTo(onboardedId);
          setStep("complete");
          setTimeout(async () => {
            await queryClient.invalidateQueries({ queryKey: ["onboarding"] });
            navigate(redirectTo);
          }, COMPLETE_DELAY_MS);
        },
        // Spec §4 and §8: on any failure the step's message, and the user goes to /dashboard
        // (where the wizard asks again; a new organization exists and is switched to first).
        onError: async (error) => {
          console.error("onboarding failed", error);
          if (create) await create.switchTo(onboardedId).catch(() => undefined);
          toast.error(t(`onboarding.failures.${failedOnboardingStep(error)}`));
          navigate(paths.dashboard);
        },
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
            <ProfileQuestions answers={shownAnswers} onChange={setAnswers} />
            <div className="flex gap-3">
              <Button variant="secondary" onClick={() => setStep("type")}>
                {t("onboarding.back")}
              </Button>
              <Button
                onClick={() => void finish()}
                disabled={!name.trim() || creating || complete.isPending}
              >
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
