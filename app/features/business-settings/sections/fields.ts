/**
 * What the sections of the 'Réglages' form share: reading the posted form,
 * the rules every text field follows, the form's rows, and the lenient
 * reading of the stored JSON.
 */
import { z } from "zod";
import { isRecord } from "~/lib/is-record";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";

// ─── the posted form ─────────────────────────────────────────────────────────

/** Text fields as typed (a long paste cut at 5 000 characters). */
export function readTextFields<K extends string>(form: URLSearchParams, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, (form.get(name) ?? "").slice(0, 5000)])) as Record<K, string>;
}

/** Rows posted as 'prefix.INDEX.key', in index order (at most `max`). */
export function readRows<K extends string>(
  form: URLSearchParams,
  prefix: string,
  keys: readonly K[],
  max: number,
): Record<K, string>[] {
  const rows = new Map<number, Record<K, string>>();
  const pattern = new RegExp(`^${prefix.replace(/\./g, "\\.")}\\.(\\d{1,3})\\.(${keys.join("|")})$`);
  for (const [name, value] of form) {
    const m = pattern.exec(name);
    if (!m) continue;
    const index = Number(m[1]);
    const row = rows.get(index) ?? (Object.fromEntries(keys.map((k) => [k, ""])) as Record<K, string>);
    row[m[2] as K] = value.slice(0, 500);
    rows.set(index, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, max)
    .map(([, row]) => row);
}

/** The non-empty lines of a text area, trimmed. */
export const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");

// ─── rules ───────────────────────────────────────────────────────────────────

/** A required text: trimmed, `LIMITS.text` characters at most. */
export const requiredText = (message: string) => z.string().trim().min(1, message).max(LIMITS.text, M.tooLong);

/** A typed value read by `parse` (the value to store, or null when it is not one); `message` for null. */
export const parsedText = <T>(parse: (typed: string) => T | null, message: string) =>
  z.string().transform((typed, ctx) => {
    const value = parse(typed);
    if (value !== null) return value;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/** A row where nothing was typed is no row (the form offers empty rows to fill). */
const isBlankRow = (row: Record<string, string>) => Object.values(row).every((v) => v.trim() === "");

/** A posted row of the form: its fields as typed. */
export const typedRow = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

/**
 * Checks the rows a list of the form holds (opening ranges, closures): blank
 * ones are left out, each other one passes `row` or its issues are reported
 * under its index in the form. The number of rows filled in, and those that
 * passed, with their index, for the checks across rows.
 */
export function checkFilledRows<Row extends Record<string, string>, T>(
  rows: readonly Row[],
  row: z.ZodType<T, Row>,
  ctx: z.RefinementCtx,
): { filled: number; passed: { index: number; value: T }[] } {
  let filled = 0;
  const passed: { index: number; value: T }[] = [];
  rows.forEach((typed, index) => {
    if (isBlankRow(typed)) return;
    filled++;
    const result = row.safeParse(typed);
    if (result.success) passed.push({ index, value: result.data });
    else
      for (const issue of result.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: [index, ...issue.path] });
  });
  return { filled, passed };
}

// ─── the stored JSON ─────────────────────────────────────────────────────────

/** A stored string; anything else reads as ''. */
export const storedText = z.string().catch("");

/** A stored object; anything else reads as an empty one (its fields then read as empty). */
export const storedObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((value) => (isRecord(value) ? value : {}), z.object(shape));

/** A stored list of objects; what is not an object is left out, and no list reads as none. */
export const storedRows = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((value) => (Array.isArray(value) ? value.filter(isRecord) : []), z.array(z.object(shape)));

/** A stored list of strings as a text area's lines ('' when it is not a list). */
export const storedLines = z
  .preprocess((value) => (Array.isArray(value) ? value : []), z.array(storedText))
  .transform((values) => values.join("\n"));
