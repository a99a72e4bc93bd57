/**
 * The import graph of app/ and the cycles in it (docs/decisions/015-import-layers.md): between
 * files, and between feature folders. Every import counts, type-only and dynamic ones included:
 * a cycle of types is still two modules that cannot be read one without the other.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Each file (path relative to app/, with `/`) and the files of app/ it imports. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE_FILE = /\.tsx?$/;
/** Tests may import across features: they are not part of the code the graph describes. */
const TEST_FILE = /\.test\.tsx?$/;
const RESOLVED_SUFFIXES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(file);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [file] : [];
  });
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** The file of app/ an import points to: relative paths and the `~/` alias of tsconfig.json; null for packages. */
function resolveImport(specifier: string, importer: string, appDir: string): string | null {
  const bare = specifier.split("?")[0]!; // Vite's `?url`, `?raw`…
  const base = bare.startsWith("~/")
    ? path.join(appDir, bare.slice(2))
    : bare.startsWith(".")
      ? path.resolve(path.dirname(importer), bare)
      : null;
  if (base === null) return null;
  return RESOLVED_SUFFIXES.map((suffix) => base + suffix).find(isFile) ?? null;
}

const relativeTo = (appDir: string, file: string) => path.relative(appDir, file).split(path.sep).join("/");

export function importGraph(appDir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFilesUnder(appDir)) {
    // imports, `export … from`, `import type`, `import()`: what the file names, read without type-checking
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolveImport(fileName, file, appDir);
      if (target && !TEST_FILE.test(target)) targets.add(relativeTo(appDir, target));
    }
    graph.set(relativeTo(appDir, file), targets);
  }
  return graph;
}

/** The feature folder of a file ('features/media/usage.ts' → 'media'), or null outside app/features. */
export function featureOf(file: string): string | null {
  return /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** The graph of feature folders: one feature imports another when one of its files imports one of the other's. */
export function featureGraph(graph: ImportGraph): ImportGraph {
  const features: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (from === null) continue;
    const imported = features.get(from) ?? new Set<string>();
    features.set(from, imported);
    for (const target of targets) {
      const to = featureOf(target);
      if (to !== null && to !== from) imported.add(to);
    }
  }
  return features;
}

/** The strongly connected components of more than one node, or of one that imports itself (Tarjan). */
function tangledComponents(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** A shortest way from `start` back to itself inside `members`: ['a', 'b', 'a']. */
function shortestLoop(graph: ImportGraph, start: string, members: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way: string[] = [];
        for (let step: string | undefined = node; step !== undefined && step !== start; step = cameFrom.get(step))
          way.unshift(step);
        return [start, ...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Every knot of the graph, each shown as one of its loops ('a → b → a') followed by the other
 * members when the knot has more: an empty list when there is no cycle.
 */
export function describeCycles(graph: ImportGraph): string[] {
  return tangledComponents(graph)
    .map((component) => {
      const members = new Set(component);
      const start = [...members].sort()[0]!;
      const loop = shortestLoop(graph, start, members);
      const others = [...members].filter((member) => !loop.includes(member)).sort();
      return loop.join(" → ") + (others.length > 0 ? ` (with ${others.join(", ")})` : "");
    })
    .sort();
}
