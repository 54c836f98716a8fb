import { useTranslation } from "react-i18next";
import {
  CURRENT_TOOL_CHOICES,
  DOCUMENT_TYPE_CHOICES,
  MONTHLY_VOLUME_CHOICES,
  PAIN_POINT_CHOICES,
  ROLE_LEVEL_CHOICES,
  toggleChoice,
  type ProfileAnswers,
} from "../profile-answers.ts";

const PRIMARY_VERTICALS = ["both", "accounting", "legal"] as const;

const fieldClass = "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const labelClass = "block text-sm font-medium text-slate-700";

/** Spec §3 Profile's questions: what the person says about themselves and their work. */
export function ProfileQuestions({
  answers,
  onChange,
}: {
  answers: ProfileAnswers;
  onChange: (answers: ProfileAnswers) => void;
}) {
  const { t } = useTranslation();
  const set = (changed: Partial<ProfileAnswers>) => onChange({ ...answers, ...changed });

  return (
    <section className="space-y-4 border-t border-slate-200 pt-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("onboarding.profile.title")}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="profile-position" className={labelClass}>
            {t("onboarding.profile.position")}
          </label>
          <input
            id="profile-position"
            value={answers.position}
            maxLength={120}
            onChange={(event) => set({ position: event.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="profile-role-level" className={labelClass}>
            {t("onboarding.profile.roleLevel")}
          </label>
          <select
            id="profile-role-level"
            value={answers.roleLevel}
            onChange={(event) =>
              set({ roleLevel: event.target.value as ProfileAnswers["roleLevel"] })
            }
            className={fieldClass}
          >
            {ROLE_LEVEL_CHOICES.map((level) => (
              <option key={level} value={level}>
                {t(`onboarding.profile.roleLevels.${level}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="space-y-1">
        <legend className={labelClass}>{t("onboarding.primaryVertical")}</legend>
        {PRIMARY_VERTICALS.map((vertical) => (
          <label key={vertical} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="primary-vertical"
              value={vertical}
              checked={answers.primaryVertical === vertical}
              onChange={() => set({ primaryVertical: vertical })}
            />
            {t(`onboarding.verticals.${vertical}`)}
          </label>
        ))}
      </fieldset>
      <Checkboxes
        legend={t("onboarding.profile.documentTypes")}
        choices={DOCUMENT_TYPE_CHOICES}
        chosen={answers.documentTypes}
        label={(choice) => t(`onboarding.profile.documentTypeChoices.${choice}`)}
        onChange={(documentTypes) => set({ documentTypes })}
      />
      <div className="space-y-1">
        <label htmlFor="profile-monthly-volume" className={labelClass}>
          {t("onboarding.profile.monthlyVolume")}
        </label>
        <select
          id="profile-monthly-volume"
          value={answers.monthlyVolume}
          onChange={(event) =>
            set({ monthlyVolume: event.target.value as ProfileAnswers["monthlyVolume"] })
          }
          className={fieldClass}
        >
          <option value="">{t("onboarding.profile.notSaying")}</option>
          {MONTHLY_VOLUME_CHOICES.map((volume) => (
            <option key={volume} value={volume}>
              {t(`onboarding.profile.monthlyVolumeChoices.${volume}`)}
            </option>
          ))}
        </select>
      </div>
      <Checkboxes
        legend={t("onboarding.profile.currentTools")}
        choices={CURRENT_TOOL_CHOICES}
        chosen={answers.currentTools}
        label={(choice) => t(`onboarding.profile.currentToolChoices.${choice}`)}
        onChange={(currentTools) => set({ currentTools })}
      />
      <Checkboxes
        legend={t("onboarding.profile.painPoints")}
        choices={PAIN_POINT_CHOICES}
        chosen={answers.painPoints}
        label={(choice) => t(`onboarding.profile.painPointChoices.${choice}`)}
        onChange={(painPoints) => set({ painPoints })}
      />
    </section>
  );
}

function Checkboxes<T extends string>({
  legend,
  choices,
  chosen,
  label,
  onChange,
}: {
  legend: string;
  choices: readonly T[];
  chosen: readonly T[];
  label: (choice: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className={labelClass}>{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={chosen.includes(choice)}
              onChange={() => onChange(toggleChoice(choices, chosen, choice))}
            />
            {label(choice)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
