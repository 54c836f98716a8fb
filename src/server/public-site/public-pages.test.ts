import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/support/test-app.ts";
import { buildPageRender } from "../../../test/support/page-render.ts";
import { LANGUAGES } from "../../contracts/languages.ts";
import { PLANS } from "../../contracts/plans.ts";
import { CITIES, FAQ, publicPages } from "../../contracts/public-site.ts";
import { PROJECT_ROOT } from "../project-paths.ts";
import { createPublicPageRenderer } from "./render-public-page.ts";

/**
 * Issue 19: every public route, fetched as a reader without JavaScript sees it, carries its
 * title, description, canonical address, hreflang alternates, Open Graph and JSON-LD, and the
 * page itself as the web app renders it (decision 0027).
 */
const SCRIPT = "console.log('berkas');".repeat(50);
let subject: TestApp;
let webRoot: string;
let removeRender: () => void;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-web-"));
  // The page template the build starts from: its head and #root are what the server fills.
  fs.copyFileSync(path.join(PROJECT_ROOT, "src/web/index.html"), path.join(webRoot, "index.html"));
  // A built script as the build leaves it: hashed name, its gzip beside it.
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js"), SCRIPT);
  fs.writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js.gz"), zlib.gzipSync(SCRIPT));
  const pageRender = await buildPageRender();
  removeRender = pageRender.remove;
  subject = await createTestApp({ webRoot, renderPublicPage: pageRender.render });
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  removeRender();
});

/** What the server put in #root: the page the browser will hydrate. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf("</div>\n");
  return start < 0 ? "" : html.slice(start, end);
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attribute(html: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

describe("prerendered public pages", () => {
  const pages = publicPages();

  it("cover every static page, every industry and at least ten cities", () => {
    const paths = pages.map((page) => page.path);
    for (const expected of [
      "/",
      "/about-us",
      "/contact",
      "/privacy-policy",
      "/terms-of-service",
      "/changelog",
      "/book-demo",
      "/industries",
      "/industries/law-firms",
      "/cities",
    ]) {
      expect(paths).toContain(expected);
    }
    expect(CITIES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(pages.flatMap((page) => LANGUAGES.map((language) => [page.path, language] as const)))(
    "%s in %s has its head and structured data in the HTML",
    async (pagePath, language) => {
      const page = pages.find((each) => each.path === pagePath);
      const url = language === "en" ? pagePath : `${pagePath}?lang=${language}`;
      const response = await subject.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      const html = response.body;

      expect(attribute(html, /<html lang="([^"]+)"/)).toBe(language);
      expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(page?.meta.title[language]);
      expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(
        page?.meta.description[language],
      );
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
        `${TEST_PUBLIC_URL}${url}`,
      );
      expect(attribute(html, /hreflang="en" href="([^"]*)"/)).toBe(`${TEST_PUBLIC_URL}${pagePath}`);
      expect(attribute(html, /hreflang="id" href="([^"]*)"/)).toBe(
        `${TEST_PUBLIC_URL}${pagePath}?lang=id`,
      );
      expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(
        page?.meta.title[language],
      );
      const root = rootOf(html);
      // The app's header, its footer and the page between them, not a stand-in.
      expect(root).toContain("<header");
      expect(root).toContain("<footer");
      const headings = [...root.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) =>
        decode(match[1] ?? ""),
      );
      expect(headings).toHaveLength(1);
      if (pagePath === "/") {
        for (const item of FAQ) expect(decode(root)).toContain(item.question[language]);
      } else {
        expect(headings[0]).toBe(page?.meta.title[language]);
      }

      const data = structuredData(html);
      const types = data.map((each) => each["@type"]);
      expect(types).toContain("Organization");
      const application = data.find((each) => each["@type"] === "SoftwareApplication");
      const offers = application?.offers as { price: string; priceCurrency: string }[];
      expect(offers.map((offer) => Number(offer.price))).toEqual(
        PLANS.flatMap((plan) => (plan.monthlyPriceIdr === null ? [] : [plan.monthlyPriceIdr])),
      );
      if (pagePath === "/") {
        const faq = data.find((each) => each["@type"] === "FAQPage");
        expect((faq?.mainEntity as unknown[]).length).toBe(FAQ.length);
      } else {
        const breadcrumbs = data.find((each) => each["@type"] === "BreadcrumbList");
        const items = breadcrumbs?.itemListElement as { position: number; item: string }[];
        expect(items[0]?.position).toBe(1);
        expect(items.at(-1)?.item).toBe(`${TEST_PUBLIC_URL}${url}`);
        expect(items.length).toBe((page?.trail.length ?? 0) + 1);
      }
    },
  );

  it("renders a page without ?lang in the visitor's chosen language, then the browser's", async () => {
    const title = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
    const about = pages.find((each) => each.path === "/about-us");
    const fetchAbout = async (url: string, headers: Record<string, string>) => {
      const response = await subject.app.inject({ method: "GET", url, headers });
      expect(response.headers.vary).toBe("cookie, accept-language, accept-encoding");
      return response.body;
    };
    expect(title(await fetchAbout("/about-us", {}))).toBe(about?.meta.title.en);
    expect(title(await fetchAbout("/about-us", { "accept-language": "id-ID,id;q=0.9" }))).toBe(
      about?.meta.title.id,
    );
    expect(
      title(await fetchAbout("/about-us", { "accept-language": "id-ID", cookie: "language=en" })),
    ).toBe(about?.meta.title.en);
    const chosen = await fetchAbout("/about-us", { cookie: "theme=dark; language=id" });
    expect(title(chosen)).toBe(about?.meta.title.id);
    // Its canonical address is the Indonesian page's, which a crawler reaches by ?lang=id.
    expect(attribute(chosen, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${TEST_PUBLIC_URL}/about-us?lang=id`,
    );
    expect(title(await fetchAbout("/about-us?lang=en", { cookie: "language=id" }))).toBe(
      about?.meta.title.en,
    );
  });

  it("sends pages compressed, and built assets compressed and cached for a year", async () => {
    const plain = await subject.app.inject({ method: "GET", url: "/cities/medan" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await subject.app.inject({
      method: "GET",
      url: "/cities/medan",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const asset = await subject.app.inject({
      method: "GET",
      url: "/assets/app-1a2b3c.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.gunzipSync(asset.rawPayload).toString()).toBe(SCRIPT);
  });

  it("links a paid plan, for the visitor it renders for, to sign-up on the way to /pay", async () => {
    const html = (await subject.app.inject({ method: "GET", url: "/" })).body;
    const pricing = html.slice(html.indexOf('id="pricing"'));
    const targets = [...pricing.matchAll(/<a[^>]*href="([^"]*)"/g)].map((match) => match[1]);
    expect(targets).toContain("/sign-up?next=%2Fpay");
    expect(targets).toContain("/sign-up");
  });

  it("renders a form's send button disabled, for the app to enable once it has taken the page over", async () => {
    for (const url of ["/contact", "/book-demo"]) {
      const html = (await subject.app.inject({ method: "GET", url })).body;
      const button = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0];
      expect(button, url).toContain("disabled");
    }
  });

  it("renders the header's controls to work without scripts and the calculator disabled until hydrated", async () => {
    const html = (await subject.app.inject({ method: "GET", url: "/?lang=id" })).body;
    // The language switch links to each language's address; the mobile menu is a <details>;
    // the pricing toggle is radio inputs (issue 19: usable before the app has loaded).
    for (const language of LANGUAGES) expect(html).toContain(`href="/?lang=${language}"`);
    expect(html).toMatch(/<details[^>]*>\s*<summary/);
    expect([...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]).toHaveLength(2);
    const numberInputs = [...html.matchAll(/<input[^>]*type="number"[^>]*>/g)].map((m) => m[0]);
    expect(numberInputs).toHaveLength(3);
    for (const input of numberInputs) expect(input).toContain("disabled");
  });

  it("leaves other addresses to the app's own page, and unknown cities to its not-found page", async () => {
    for (const url of ["/dashboard", "/cities/atlantis", "/industries/mining"]) {
      const response = await subject.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain("application/ld+json");
    }
  });

  it("lists every page in both languages in sitemap.xml, which robots.txt names", async () => {
    const sitemap = await subject.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toContain("xml");
    const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      decode(match[1] ?? ""),
    );
    expect(locations).toHaveLength(pages.length * LANGUAGES.length);
    expect(locations).toContain(`${TEST_PUBLIC_URL}/cities/bandung?lang=id`);

    const robots = await subject.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain("Disallow: /api/");
  });
});

describe("a public page's head", () => {
  it("keeps the preload of its own language's messages and drops the other's", async () => {
    // The build's index.html preloads both languages' chunks (vite.config.ts).
    const indexHtml = [
      '<!doctype html><html lang="en"><head><title>berkas</title>',
      '<link rel="modulepreload" crossorigin href="/assets/en-1a.js" data-language="en">',
      '<link rel="modulepreload" crossorigin href="/assets/id-2b.js" data-language="id">',
      '<link rel="modulepreload" crossorigin href="/assets/react-3c.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join("\n");
    const renderer = createPublicPageRenderer(
      indexHtml,
      TEST_PUBLIC_URL,
      async () => "<main></main>",
    );
    const english = (await renderer.render("/", "en"))!.html;
    const indonesian = (await renderer.render("/", "id"))!.html;
    expect(english).toContain('href="/assets/en-1a.js"');
    expect(english).not.toContain('href="/assets/id-2b.js"');
    expect(indonesian).toContain('href="/assets/id-2b.js"');
    expect(indonesian).not.toContain('href="/assets/en-1a.js"');
    for (const html of [english, indonesian]) expect(html).toContain('href="/assets/react-3c.js"');
  });
});
