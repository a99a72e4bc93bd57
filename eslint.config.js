import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { fileURLToPath } from "node:url";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "public/", "coverage/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off", // we strip control characters on purpose (header injection)
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // The import layers (docs/decisions/015-import-layers.md): the foundation (lib, config, db, content)
  // knows no UI nor capability, shared components know no capability, and nothing below a route knows a route.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { [fileURLToPath(new URL("./eslint/app-alias-resolver.cjs", import.meta.url))]: {} },
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/elements": [
        { type: "route", pattern: "app/routes", partialMatch: false },
        { type: "feature", pattern: "app/features/*", capture: ["feature"], partialMatch: false },
        { type: "component", pattern: "app/components", partialMatch: false },
        { type: "foundation", pattern: "app/{lib,config,db,content}", capture: ["layer"], partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "foundation" } },
              disallow: { to: { element: { types: { anyOf: ["route", "feature", "component"] } } } },
              message: "app/lib, app/config, app/db and app/content import no route, feature or component",
            },
            {
              from: { element: { type: "component" } },
              disallow: { to: { element: { types: { anyOf: ["route", "feature"] } } } },
              message: "shared components import no route and no feature: move the piece to the feature, or pass it in",
            },
            {
              from: { element: { type: "feature" } },
              disallow: { to: { element: { type: "route" } } },
              message: "features import no route",
            },
          ],
        },
      ],
    },
  },
  // No import cycles (docs/decisions/015-import-layers.md): a module whose imports lead back to it.
  // The rule follows value imports (not `import type`); scripts/import-cycles.test.ts checks every import
  // of app/, types included, and the feature folders as a whole.
  {
    files: ["**/*.{ts,tsx}"],
    // a test is imported by nothing, so it closes no cycle; following its imports only repeats the others' work
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/cache": { lifetime: "∞" },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: fileURLToPath(new URL("./tsconfig.json", import.meta.url)) }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: {
        require: "readonly",
        exports: "writable",
        module: "writable",
        __dirname: "readonly",
        process: "readonly",
        console: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        performance: "readonly",
        setTimeout: "readonly",
        URL: "readonly",
        Buffer: "readonly",
      },
    },
  },
);
