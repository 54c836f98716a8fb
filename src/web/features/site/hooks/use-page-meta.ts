import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { PageMeta } from "../../../../contracts/public-site.ts";
import { languageSchema } from "../../../../contracts/languages.ts";

/**
 * Keeps the tab's title and description in step when a visitor moves between public pages in
 * the browser; the server wrote them into the first page's HTML already (decision 0027).
 */
export function usePageMeta(meta: PageMeta) {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.language);
  const language = parsed.success ? parsed.data : "en";
  const title = meta.title[language];
  const description = meta.description[language];
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
  return { title, description, language };
}
