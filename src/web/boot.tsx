import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { languageSchema, type Language } from "../contracts/languages.ts";
import { LANGUAGE_QUERY } from "../contracts/public-site.ts";
import { routes } from "./app/router.tsx";
import { changeLanguage, initI18n, preferredLanguage } from "./lib/i18n.ts";
import { storeLanguage } from "./lib/language.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// The server renders public pages into #root (decision 0027); every other page starts empty.
const prerendered = root.hasChildNodes();
const pageLanguage = languageSchema.safeParse(document.documentElement.lang);
const renderedIn: Language | undefined =
  prerendered && pageLanguage.success ? pageLanguage.data : undefined;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Routes whose page is a chunk of its own (router.tsx) are loaded before the router starts:
 * the router would otherwise render nothing while it fetches them, which on a server-rendered
 * page is a hydration mismatch.
 */
async function loadLazyRoutes(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === "function") {
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }
  }
}

// Hydration renders what the server did: the page's messages and its page's chunk come first.
await Promise.all([initI18n(renderedIn), loadLazyRoutes(window.location.pathname)]);
const router = createBrowserRouter(routes);

/**
 * A server-rendered page is hydrated in the language it was made in; then the address's
 * language (?lang=id) is remembered, and without one the visitor's own language takes over
 * (spec §4), as it does on every other page from the start.
 */
function useVisitorLanguageAfterHydration() {
  useEffect(() => {
    if (!renderedIn) return;
    const asked = languageSchema.safeParse(
      new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    );
    if (asked.success) storeLanguage(asked.data);
    const wanted = asked.success ? asked.data : preferredLanguage();
    if (wanted !== renderedIn) void changeLanguage(wanted);
  }, []);
}

function App() {
  useVisitorLanguageAfterHydration();
  return <RouterProvider router={router} />;
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>
);

// Hydrating as a transition lets React yield to the browser between components, so the page's
// main thread has no long task while it becomes interactive (issue 19: total blocking time).
if (renderedIn) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
