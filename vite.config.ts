import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Each text file of the browser build also as .br and .gz, compressed once at their best
 * settings; the server sends the one the browser accepts (@fastify/static's preCompressed).
 */
function precompress(): Plugin {
  return {
    name: "berkas-precompress",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? "", fileName);
        const content = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * What a page needs before its first paint, in index.html itself (issue 19, decision 0027):
 * the stylesheet inline, so the paint waits on no second request (8 kB with brotli, and it
 * styles every page), and a preload of each language's messages, so they arrive with the
 * scripts instead of after them; the server keeps only the link whose `data-language` is the
 * page's (`src/server/public-site/render-public-page.ts`).
 */
function firstPaintInHtml(): Plugin {
  return {
    name: "berkas-first-paint-in-html",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== "asset") return tag;
            const css = String(asset.source);
            if (css.includes("</style")) throw new Error(`${file} would close its <style> early`);
            return `<style>${css}</style>`;
          },
        );
        const preloads = Object.values(bundle).flatMap((output) => {
          const language =
            output.type === "chunk" &&
            /[\\/]locales[\\/](\w+)\.json$/.exec(output.facadeModuleId ?? "")?.[1];
          return language
            ? [
                `<link rel="modulepreload" crossorigin href="/${output.fileName}" data-language="${language}">`,
              ]
            : [];
        });
        return inlined.replace("</head>", () => `  ${preloads.join("\n    ")}\n  </head>`);
      },
    },
  };
}

/** Every `import … from "zod"` of the browser build gets zod set up jitless first. */
function zodJitless(): Plugin {
  const wrapper = path.resolve(import.meta.dirname, "src/web/lib/zod-jitless.ts");
  return {
    name: "berkas-zod-jitless",
    // Before Vite's own resolver, which would find zod in node_modules.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => (source === "zod" ? wrapper : undefined),
  };
}

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [zodJitless(), react(), tailwindcss(), firstPaintInHtml(), precompress()],
  // `vite build` makes the browser app and, from the same sources, the public pages' server
  // render that the server fills #root with and the browser hydrates (decision 0027).
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: "../../dist/web-render",
        copyPublicDir: false,
        emptyOutDir: true,
        rolldownOptions: { input: "server-render.tsx" },
      },
    },
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code: a chunk of its own stays cached across
        // releases. Other libraries stay with the pages that use them, so a public page does not
        // load the signed-in app's (decision 0027).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
