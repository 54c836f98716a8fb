import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * DESIGN §4: imports flow one way. web → contracts ← server, server → reader and
 * understanding, and nothing imports web. reader and understanding stay pure.
 */
const boundary = (message, patterns) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary("The web app may import only src/contracts and itself (DESIGN §4).", [
        "**/server/**",
        "**/reader/**",
        "**/understanding/**",
        "pg",
        "pg-boss",
        "fastify",
        "node:*",
      ]),
    },
  },
  {
    files: ["src/contracts/**/*.ts"],
    rules: boundary("Contracts are shared leaves: they import nothing of ours but contracts.", [
      "**/server/**",
      "**/web/**",
      "**/reader/**",
      "**/understanding/**",
    ]),
  },
  {
    files: ["src/server/**/*.ts"],
    rules: boundary("Nothing imports the web app (DESIGN §4).", ["**/web/**"]),
  },
  {
    files: ["src/reader/**/*.ts", "src/understanding/**/*.ts"],
    rules: boundary(
      "reader and understanding are pure: no server, web, database or HTTP (DESIGN §4).",
      ["**/server/**", "**/web/**", "pg", "pg-boss", "fastify", "drizzle-orm", "drizzle-orm/*"],
    ),
  },
);
