import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Language } from "../contracts/languages.ts";
import { LANGUAGE_QUERY } from "../contracts/public-site.ts";
import { routes } from "./app/router.tsx";
import { createPageI18n } from "./lib/i18n-page.ts";

const handler = createStaticHandler(routes);

/**
 * The second entry of the web build (decision 0027): a public page rendered by the same route
 * table and components the browser hydrates, in one language, as a visitor arriving there first
 * sees it (signed out: the session is asked for only in the browser).
 */
export async function renderPublicPage(pathname: string, language: Language): Promise<string> {
  const search = language === "en" ? "" : `?${LANGUAGE_QUERY}=${language}`;
  const context = await handler.query(new Request(`http://berkas.invalid${pathname}${search}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={createPageI18n(language)}>
        <QueryClientProvider client={new QueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
