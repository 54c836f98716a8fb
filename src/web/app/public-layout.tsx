import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useSearchParams } from "react-router";
import { languageSchema } from "../../contracts/languages.ts";
import { LANGUAGE_QUERY } from "../../contracts/public-site.ts";
import { PublicHeader } from "../components/public-header.tsx";
import { changeLanguage } from "../lib/i18n.ts";
import { SiteFooter } from "./site-footer.tsx";

/**
 * Home anchors (/#features…) scroll smoothly once the page holding them has rendered; every
 * navigation has its own key, so choosing the same anchor again scrolls again.
 */
function useScrollToHash() {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({
      behavior: "smooth",
    });
  }, [hash, pathname, key]);
}

/** A public page's Indonesian address (?lang=id, its hreflang) opens in Indonesian. */
function useLanguageFromAddress() {
  const [searchParams] = useSearchParams();
  const { i18n } = useTranslation();
  const asked = languageSchema.safeParse(searchParams.get(LANGUAGE_QUERY));
  // Only when the address changes: the language switch may still choose the other language.
  useEffect(() => {
    if (asked.success && asked.data !== i18n.language) void changeLanguage(asked.data);
  }, [asked.success, asked.data, i18n]);
}

export function PublicLayout() {
  useScrollToHash();
  useLanguageFromAddress();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <PublicHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
