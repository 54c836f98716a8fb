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

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress()],
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
