import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { describeCycles, featureGraph, importGraph } from "./lib/import-graph";

const APP_DIR = path.join(import.meta.dirname, "..", "app");

describe("app/ has no import cycle (docs/decisions/015-import-layers.md)", () => {
  const graph = importGraph(APP_DIR);

  it("reads the real graph: `~/` and relative imports resolved to files", () => {
    const imports = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
    expect(graph.size).toBeGreaterThan(300);
    expect(imports).toBeGreaterThan(3 * graph.size);
    expect([...featureGraph(graph).values()].reduce((sum, features) => sum + features.size, 0)).toBeGreaterThan(20);
  });

  it("no file leads back to itself, through type-only and dynamic imports too", () => {
    expect(describeCycles(graph)).toEqual([]);
  });

  it("no feature folder leads back to itself: never two features importing each other, directly or through others", () => {
    expect(describeCycles(featureGraph(graph))).toEqual([]);
  });
});

describe("the cycle finder", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "az-import-graph-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write("lib/clock.ts", "export const now = () => 0;\n");
  write("features/media/usage.server.ts", 'import { finder } from "~/features/articles/finder";\nexport const all = [finder];\n');
  write("features/media/types.ts", "export interface MediaUse { label: string }\n");
  write(
    "features/articles/finder.ts",
    'import type { MediaUse } from "~/features/media/types";\nexport const finder = (): MediaUse[] => [];\n',
  );
  write("features/articles/finder.test.ts", 'import "../media/usage.server";\n');
  write(
    "routes/home.tsx",
    'import { now } from "~/lib/clock";\nexport const below = () => import("./home/below");\nexport type View = { at: number };\nnow();\n',
  );
  write("routes/home/below.tsx", 'import type { View } from "../home";\nexport const render = (v: View) => v.at;\n');
  write("features/auth/admins.server.ts", 'export * from "../push/devices.server";\n');
  write(
    "features/push/devices.server.ts",
    'import { now } from "../../lib/clock";\nimport "~/features/auth";\nexport const t = now;\n',
  );
  write("features/auth/index.ts", "export {};\n");
  const graph = importGraph(dir);

  it("sees a file cycle made of a dynamic import and a type-only one", () => {
    expect(describeCycles(graph)).toEqual(["routes/home.tsx → routes/home/below.tsx → routes/home.tsx"]);
  });

  it("sees two features importing each other, through a type-only import, an `export … from` and a folder's index", () => {
    expect(describeCycles(featureGraph(graph))).toEqual(["articles → media → articles", "auth → push → auth"]);
  });

  it("leaves out tests, which may import across features", () => {
    expect(graph.has("features/articles/finder.test.ts")).toBe(false);
  });

  it("finds nothing once the shared piece moves down (the finders listed above both features)", () => {
    write(
      "features/media-usage/usage.server.ts",
      'import { finder } from "~/features/articles/finder";\nexport const all = [finder];\n',
    );
    rmSync(path.join(dir, "features/media/usage.server.ts"));
    expect(describeCycles(featureGraph(importGraph(dir)))).toEqual(["auth → push → auth"]);
  });
});
