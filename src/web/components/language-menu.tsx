import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../contracts/languages.ts";
import { MenuContent } from "./ui/menu-content.tsx";

/**
 * The language switch's menu (Radix, with its positioning and focus handling): a chunk of its
 * own that `LanguageSwitch` loads when first used, opened at once.
 */
export function LanguageMenu({
  triggerClassName,
  choose,
}: {
  triggerClassName: string;
  choose: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger
        className={triggerClassName}
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
          onValueChange={(value) => choose(value as Language)}
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
