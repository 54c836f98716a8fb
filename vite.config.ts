import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
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
        // Libraries change less often than our code: a separate chunk stays cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: "vendor", test: /node_modules[\\/]/ },
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
