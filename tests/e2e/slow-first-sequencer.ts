import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser test files that take the longest, slowest first (measured with `npm test`). Vitest
 * starts files it has no timings for largest first; these are small files that check many pages,
 * so a fresh CI machine started them last and ran them alone at the end while the other workers
 * were idle. Started first, they run beside everything else.
 */
const SLOW_FILES = [
  /\/accessibility-\d+\.test\.ts$/,
  /\/auth\.test\.ts$/,
  /\/landing-pages\.test\.ts$/,
  /\/leads\.test\.ts$/,
  /\/before-hydration\.test\.ts$/,
  /\/blog-xss\.test\.ts$/,
];

function rank(file: TestSpecification): number {
  const index = SLOW_FILES.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? SLOW_FILES.length : index;
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groupOf = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    // stable: within a group, the slow files first, everything else in vitest's own order
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => groupOf(a.file) - groupOf(b.file) || rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
