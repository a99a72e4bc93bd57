/**
 * A small text difference (docs/product.md#article-revisions): the longest
 * common subsequence of two lists of lines (or words), as the parts kept,
 * removed and added, in order. Pure and browser-safe; no package of ours does it.
 */

export type DiffOp = "same" | "removed" | "added";

export interface DiffPart {
  op: DiffOp;
  /** the lines (line diff) or words and spaces (word diff) of this part, joined */
  text: string;
}

/**
 * Past this many cells (lines of one text × lines of the other, once the
 * common start and end are set aside) the table would cost too much memory
 * and time: the middle is shown as removed then added, which stays true.
 */
export const DIFF_MAX_CELLS = 4_000_000;

/** The operations turning `before` into `after`, one per item, in order. */
export function diffSequences(before: readonly string[], after: readonly string[]): { op: DiffOp; item: string }[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const head = before.slice(0, start).map((item) => ({ op: "same" as const, item }));
  const tail = before.slice(endBefore).map((item) => ({ op: "same" as const, item }));
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  return [...head, ...middleOps(a, b), ...tail];
}

function middleOps(a: readonly string[], b: readonly string[]): { op: DiffOp; item: string }[] {
  const removedAll = a.map((item) => ({ op: "removed" as const, item }));
  const addedAll = b.map((item) => ({ op: "added" as const, item }));
  if (a.length === 0 || b.length === 0 || a.length * b.length > DIFF_MAX_CELLS) return [...removedAll, ...addedAll];
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], one flat array
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const ops: { op: DiffOp; item: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      ops.push({ op: "same", item: a[i] });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      ops.push({ op: "removed", item: a[i] });
      i += 1;
    } else {
      ops.push({ op: "added", item: b[j] });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) ops.push({ op: "removed", item: a[i] });
  for (; j < b.length; j += 1) ops.push({ op: "added", item: b[j] });
  return ops;
}

/** Consecutive operations of the same kind, merged; `join` puts items back together. */
function merge(ops: { op: DiffOp; item: string }[], join: string): DiffPart[] {
  const parts: { op: DiffOp; items: string[] }[] = [];
  for (const { op, item } of ops) {
    const last = parts.at(-1);
    if (last?.op === op) last.items.push(item);
    else parts.push({ op, items: [item] });
  }
  return parts.map(({ op, items }) => ({ op, text: items.join(join) }));
}

/** Splits on line ends (\n or \r\n); an empty text has no line. */
export function splitLines(text: string): string[] {
  return text === "" ? [] : text.replace(/\r\n?/g, "\n").split("\n");
}

/** The line-by-line difference (each part's text is its lines joined by \n). */
export function diffLines(before: string, after: string): DiffPart[] {
  return merge(diffSequences(splitLines(before), splitLines(after)), "\n");
}

/**
 * The word-by-word difference of a short text (title, excerpt): words and the
 * spaces between them. A stretch of changes only separated by spaces reads as
 * one removed phrase then one added phrase, not word against word.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];
  const ops = diffSequences(words(before), words(after));
  const grouped: { op: DiffOp; item: string }[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    grouped.push(
      ...removed.map((item) => ({ op: "removed" as const, item })),
      ...added.map((item) => ({ op: "added" as const, item })),
    );
    removed = [];
    added = [];
  };
  ops.forEach((op, i) => {
    const inRun = removed.length + added.length > 0;
    const changeFollows = ops.slice(i + 1).find((next) => !(next.op === "same" && /^\s+$/.test(next.item)))?.op !== "same";
    if (op.op === "same" && inRun && /^\s+$/.test(op.item) && changeFollows && i < ops.length - 1) {
      removed.push(op.item);
      added.push(op.item);
    } else if (op.op === "same") {
      flush();
      grouped.push(op);
    } else (op.op === "removed" ? removed : added).push(op.item);
  });
  flush();
  return merge(grouped, "");
}

/** True when the difference changes something. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.op !== "same");
}

/** How many lines (line diff) a difference adds and removes. */
export function countChangedLines(parts: readonly DiffPart[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    const lines = part.text.split("\n").length;
    if (part.op === "added") added += lines;
    if (part.op === "removed") removed += lines;
  }
  return { added, removed };
}
