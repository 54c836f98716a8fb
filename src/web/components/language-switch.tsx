import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../contracts/languages.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "../lib/session.ts";
import { chooseLanguage } from "../lib/use-language-preference.ts";

const loadMenu = () => import("./language-menu.tsx");
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

const TRIGGER_CLASS =
  "rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50";

/**
 * The header's language button. Its menu and the menu library (a third of a public page's
 * script, issue 19) load when the visitor first reaches for it: a pointer over it or focus
 * starts the download, a click opens the menu as soon as it is there.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [used, setUsed] = useState(false);
  const choose = (language: Language) =>
    void chooseLanguage(language, Boolean(session.data)).then(() =>
      queryClient.invalidateQueries({ queryKey: ["language-preference"] }),
    );

  const button = (
    <button
      type="button"
      className={TRIGGER_CLASS}
      aria-label={t("language.label")}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="language-switch"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setUsed(true)}
    >
      {i18n.language.toUpperCase()}
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu triggerClassName={TRIGGER_CLASS} choose={choose} />
    </Suspense>
  );
}
