import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LANGUAGES } from "../../../../contracts/languages.ts";
import { LANGUAGE_QUERY } from "../../../../contracts/public-site.ts";
import { useSession } from "../../../lib/session.ts";
import { chooseLanguage } from "../../../lib/use-language-preference.ts";

/**
 * The public header's language switch: a link per language to this page's `?lang=` address,
 * which the server renders in that language, so it works before the scripts have run (issue
 * 19); once they have, the app switches in place and remembers the choice (in the account too,
 * for a signed-in visitor). The signed-in app keeps its menu (`components/language-switch.tsx`),
 * whose menu library a public page no longer loads.
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = Boolean(useSession().data);
  return (
    <nav
      aria-label={t("language.label")}
      className="flex items-center rounded-md border border-slate-300 text-sm font-medium"
    >
      {LANGUAGES.map((language) => {
        const current = language === i18n.language;
        return (
          <Link
            key={language}
            to={`${pathname}?${LANGUAGE_QUERY}=${language}`}
            lang={language}
            hrefLang={language}
            aria-current={current ? "true" : undefined}
            onClick={() => void chooseLanguage(language, signedIn)}
            className={`px-2.5 py-1.5 first:rounded-l-md last:rounded-r-md ${current ? "bg-slate-100 text-slate-900" : "text-slate-600 hover:bg-slate-50"}`}
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="sr-only">{t(`language.${language}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
