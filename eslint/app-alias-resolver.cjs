// An import resolver (eslint-plugin-import's interface, version 2) for eslint-plugin-boundaries:
// Node's resolution plus the `~/` alias of tsconfig.json, so `~/features/x` is known to be app/features/x.
const path = require("node:path");
const nodeResolver = require("eslint-import-resolver-node");

const APP_DIR = path.join(__dirname, "..", "app");
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const target = source.startsWith("~/") ? path.join(APP_DIR, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, { extensions: EXTENSIONS });
};
