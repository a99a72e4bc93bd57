// An import resolver (eslint-plugin-import's interface, version 2) for eslint-plugin-boundaries,
// which must know the file an import points to: relative paths and the `~/` alias of tsconfig.json
// (`~/features/x` is app/features/x). Packages are outside the layers and left unresolved.
const fs = require("node:fs");
const path = require("node:path");

const APP_DIR = path.join(__dirname, "..", "app");
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"];

function existingFile(base) {
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const specifier = source.split("?")[0]; // Vite's `?url`, `?raw`…
  const base = specifier.startsWith("~/")
    ? path.join(APP_DIR, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  const found = base === null ? null : existingFile(base);
  return found ? { found: true, path: found } : { found: false };
};
