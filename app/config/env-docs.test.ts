/**
 * The configuration table of docs/deployment.md is the one place every
 * environment variable is documented. This test keeps it and the code in step:
 * every variable of the validated environment (env.server.ts) and every
 * `process.env.X` read in app/, server/ and scripts/ has a row; every row names
 * a variable that something reads (tests included); no variable has two rows.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir))) {
    const relative = path.join(dir, entry);
    if (statSync(path.join(ROOT, relative)).isDirectory()) files.push(...sourceFiles(relative));
    else if (SOURCE_FILE.test(entry)) files.push(relative);
  }
  return files;
}

const isTestFile = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** Names read as `process.env.NAME` or `process.env["NAME"]`. */
function processEnvReads(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\])/g)) {
    names.add(match[1] ?? match[2]!);
  }
  return names;
}

/** The keys of `const envSchema = z.object({ … })` in env.server.ts. */
function envSchemaKeys(source: string): string[] {
  const start = source.indexOf("const envSchema = z.object({");
  if (start < 0) throw new Error("envSchema not found in env.server.ts");
  const end = source.indexOf("\n});", start);
  if (end < 0) throw new Error("end of envSchema not found in env.server.ts");
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** The variable of each row of the table that follows `<a id="configuration"></a>`. */
function documentedVariables(markdown: string): string[] {
  const start = markdown.indexOf('<a id="configuration"></a>');
  if (start < 0) throw new Error('docs/deployment.md has no <a id="configuration"></a>');
  const lines = markdown.slice(start).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    const cell = line.split("|")[1] ?? "";
    rows.push(...[...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
  }
  return rows;
}

const documented = documentedVariables(read("docs/deployment.md"));
const schemaKeys = envSchemaKeys(read("app/config/env.server.ts"));
const codeFiles = ["app", "server", "scripts"].flatMap(sourceFiles);
const readByCode = new Set(codeFiles.filter((f) => !isTestFile(f)).flatMap((f) => [...processEnvReads(read(f))]));
const readAnywhere = new Set([
  ...schemaKeys,
  ...[...codeFiles, ...sourceFiles("tests")].flatMap((f) => [...processEnvReads(read(f))]),
]);

describe("the configuration table of docs/deployment.md", () => {
  it("is found and parsed", () => {
    expect(documented.length).toBeGreaterThan(40);
    expect(schemaKeys).toContain("PORT");
    expect(schemaKeys).toContain("RATE_LIMIT_LEADS_PER_HOUR");
  });

  it("documents every variable of the validated environment", () => {
    expect(schemaKeys.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("documents every process.env read in app/, server/ and scripts/", () => {
    expect([...readByCode].filter((name) => !documented.includes(name)).sort()).toEqual([]);
  });

  it("names only variables that something reads", () => {
    expect(documented.filter((name) => !readAnywhere.has(name))).toEqual([]);
  });

  it("documents each variable once", () => {
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });
});

describe("the README", () => {
  it("points to the table instead of listing variables itself", () => {
    const readme = read("README.md");
    expect(readme).toContain("docs/deployment.md#configuration");
    expect(readme).not.toMatch(/^\| `[A-Z][A-Z0-9_]*`/m);
  });
});
