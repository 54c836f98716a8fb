import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  LANGUAGE_COOKIE,
  languageFromBrowser,
  languageSchema,
  LANGUAGES,
  type Language,
} from "../../contracts/languages.ts";
import { PLANS, TRIAL_DAYS } from "../../contracts/plans.ts";
import {
  FAQ,
  HOME_LABEL,
  LANGUAGE_QUERY,
  publicPages,
  SITE_NAME,
  SUPPORT_EMAIL,
  type PublicPage,
} from "../../contracts/public-site.ts";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** JSON inside <script>: `<` escaped so no text in it can close the script element. */
const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

const OG_LOCALE: Record<Language, string> = { en: "en_US", id: "id_ID" };

export function pageUrl(publicUrl: string, path: string, language: Language): string {
  const base = `${publicUrl.replace(/\/$/, "")}${path}`;
  return language === "en" ? base : `${base}?${LANGUAGE_QUERY}=${language}`;
}

function structuredData(page: PublicPage, publicUrl: string, language: Language): object[] {
  const home = pageUrl(publicUrl, "/", language);
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: home,
    email: SUPPORT_EMAIL,
    contactPoint: {
      "@type": "ContactPoint",
      email: SUPPORT_EMAIL,
      contactType: "customer support",
    },
  };
  const application = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: SITE_NAME,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: home,
    inLanguage: ["en", "id"],
    description: page.meta.description[language],
    offers: PLANS.filter((plan) => plan.monthlyPriceIdr !== null).map((plan) => ({
      "@type": "Offer",
      name: plan.id,
      price: String(plan.monthlyPriceIdr),
      priceCurrency: "IDR",
      ...(plan.monthlyPriceIdr !== 0 && {
        description: `${TRIAL_DAYS}-day free trial; price per month`,
      }),
    })),
  };
  const data: object[] = [organization, application];
  if (page.path === "/") {
    data.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: FAQ.map((item) => ({
        "@type": "Question",
        name: item.question[language],
        acceptedAnswer: { "@type": "Answer", text: item.answer[language] },
      })),
    });
  } else {
    const trail = [{ label: HOME_LABEL, path: "/" }, ...page.trail];
    data.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.label[language],
        item: pageUrl(publicUrl, crumb.path, language),
      })),
    });
  }
  return data;
}

function headTags(page: PublicPage, publicUrl: string, language: Language): string {
  const title = escapeHtml(page.meta.title[language]);
  const description = escapeHtml(page.meta.description[language]);
  const canonical = pageUrl(publicUrl, page.path, language);
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map(
      (each) =>
        `<link rel="alternate" hreflang="${each}" href="${escapeHtml(pageUrl(publicUrl, page.path, each))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, page.path, "en"))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    ...structuredData(page, publicUrl, language).map(jsonLd),
  ].join("\n    ");
}

/**
 * The page as the web app renders it (the build's second entry, `src/web/server-render.tsx`):
 * the markup the browser hydrates. The server may not import the web app's source (DESIGN §4);
 * it loads the built module, as it serves the built index.html.
 */
export type RenderPageBody = (pathname: string, language: Language) => Promise<string>;

export const PAGE_RENDER_ENTRY = "server-render.js";

/** The built page render from the web build's render folder (`dist/web-render`). */
export async function loadPageRender(renderDir: string): Promise<RenderPageBody> {
  const built = (await import(pathToFileURL(path.join(renderDir, PAGE_RENDER_ENTRY)).href)) as {
    renderPublicPage?: unknown;
  };
  if (typeof built.renderPublicPage !== "function") {
    throw new Error(
      `${renderDir}/${PAGE_RENDER_ENTRY} has no renderPublicPage: rebuild the web app`,
    );
  }
  return built.renderPublicPage as RenderPageBody;
}

/**
 * The language a public page is rendered in, as the browser would choose it (spec §4): the
 * address's (?lang=id, its hreflang), then the visitor's choice (the cookie the web app keeps
 * beside local storage), then the browser's first language. A crawler sends neither cookie nor,
 * usually, Accept-Language, and gets the English page its canonical address names.
 */
export function pageLanguage(request: {
  url: string;
  headers: { cookie?: string | undefined; "accept-language"?: string | undefined };
}): Language {
  const query = new URLSearchParams(request.url.split("?")[1] ?? "");
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(
    request.headers.cookie ?? "",
  )?.[1];
  for (const candidate of [query.get(LANGUAGE_QUERY), cookie]) {
    const parsed = languageSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  const browserLanguages = (request.headers["accept-language"] ?? "")
    .split(",")
    .map((tag) => tag.split(";")[0]?.trim() ?? "")
    .filter(Boolean);
  return languageFromBrowser(browserLanguages);
}

/** A page's HTML, and compressed once for every request after (Lighthouse: text compression). */
export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface PublicPageRenderer {
  /** The page, or undefined when the path is not a public page. */
  render(pathname: string, language: Language): Promise<RenderedPage | undefined>;
}

/** The page in the best encoding the browser accepts (q-values aside: browsers send none). */
export function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
): FastifyReply {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply.type("text/html; charset=utf-8");
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.html);
}

/** Built files under assets/ have their content's hash in their names: cached for a year. */
export function cacheHashedAssets(reply: FastifyReply, filePath: string): void {
  if (filePath.split(path.sep).includes("assets")) {
    reply.header("cache-control", "public, max-age=31536000, immutable");
  }
}

/**
 * Public pages from the built index.html: the page's title, description, canonical address,
 * hreflang alternates, Open Graph and JSON-LD in the head, and in #root the page as the app
 * renders it, which the browser then hydrates. Each page and language is made once and kept
 * (some 20 kB each, under a hundred pages); a failed render is not kept, so the next request
 * tries again.
 */
export function createPublicPageRenderer(
  indexHtml: string,
  publicUrl: string,
  renderBody: RenderPageBody,
): PublicPageRenderer {
  const pages = publicPages();
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const made = new Map<string, Promise<RenderedPage>>();
  const make = async (page: PublicPage, language: Language): Promise<RenderedPage> => {
    const body = await renderBody(page.path, language);
    const html = indexHtml
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(page.meta.title[language])}</title>`,
      )
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () =>
          `<meta name="description" content="${escapeHtml(page.meta.description[language])}" />`,
      )
      // The build preloads every language's messages (vite.config.ts); this page needs its own.
      .replace(
        /\s*<link rel="modulepreload"[^>]*data-language="([^"]*)"[^>]*>/g,
        (link: string, of: string) => (of === language ? link : ""),
      )
      .replace("</head>", () => `  ${headTags(page, publicUrl, language)}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
    return {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
  };
  return {
    render(pathname, language) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const page = byPath.get(path);
      if (!page) return Promise.resolve(undefined);
      const key = `${language}:${path}`;
      let html = made.get(key);
      if (html === undefined) {
        html = make(page, language);
        made.set(key, html);
        html.catch(() => made.delete(key));
      }
      return html;
    },
  };
}

export function sitemapXml(pages: readonly PublicPage[], publicUrl: string): string {
  const urls = pages.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (each) =>
          `<xhtml:link rel="alternate" hreflang="${each}" href="${escapeHtml(pageUrl(publicUrl, page.path, each))}"/>`,
      ).join("");
      return `<url><loc>${escapeHtml(pageUrl(publicUrl, page.path, language))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  // The app's signed-in pages and the API hold nothing for a search engine.
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /verticals",
    "Disallow: /dashboard",
    "Disallow: /profile",
    "Disallow: /admin",
    `Sitemap: ${publicUrl.replace(/\/$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
