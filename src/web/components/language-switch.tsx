import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MenuContent } from "./ui/menu-content.tsx";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../contracts/languages.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "../lib/session.ts";
import { chooseLanguage } from "../lib/use-language-preference.ts";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  const session = useSession();
  const queryClient = useQueryClient();
  const choose = async (language: Language) => {
    await chooseLanguage(language, Boolean(session.data));
    await queryClient.invalidateQueries({ queryKey: ["language-preference"] });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        aria-label={t("language.label")}
        data-testid="language-switch"
      >
        {current.toUpperCase()}
      </DropdownMenu.Trigger>
      <MenuContent align="end" minWidthClass="min-w-44">
        <DropdownMenu.Label className="px-2 py-1 text-xs text-slate-500">
          {t("language.label")}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={current}
          onValueChange={(value) => void choose(value as Language)}
        >
          {LANGUAGES.map((language) => (
            <DropdownMenu.RadioItem
              key={language}
              value={language}
              lang={language}
              className="flex cursor-pointer items-center justify-between rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
            >
              {t(`language.${language}`)}
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
