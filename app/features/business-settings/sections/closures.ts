/** 'Fermetures exceptionnelles': date ranges with a label. */
import { z } from "zod";
import type { Closure } from "~/config/site";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { checkFilledRows, readRows, requiredText, storedObject, storedRows, storedText, typedRow } from "./fields";
import type { SettingsSection } from "./section";

/** In date order. */
export interface ClosuresSettings {
  closures: Closure[];
}

/** Field names 'closures.0.from', 'closures.0.to', 'closures.0.label'. */
export interface ClosuresDraft {
  closures: Closure[];
}

/** A real day 'YYYY-MM-DD' (not '2026-02-30'). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

const calendarDay = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((day) => day === "" || isCalendarDate(day), M.dateInvalid);

const closure = z
  .object({ from: calendarDay(M.fromRequired), to: calendarDay(M.toRequired), label: requiredText(M.closureLabelRequired) })
  .refine((c) => !(isCalendarDate(c.from) && isCalendarDate(c.to) && c.to < c.from), { message: M.toBeforeFrom, path: ["to"] });

export const closuresSection: SettingsSection<ClosuresDraft, ClosuresSettings> = {
  readForm: (form) => ({ closures: readRows(form, "closures", ["from", "to", "label"], LIMITS.closures + 1) }),
  schema: z.object({
    closures: z.array(typedRow(["from", "to", "label"])).transform((rows, ctx) => {
      const { filled, passed } = checkFilledRows(rows, closure, ctx);
      if (filled > LIMITS.closures) ctx.addIssue({ code: "custom", message: M.tooManyClosures });
      return passed.map((row) => row.value).sort((a, b) => a.from.localeCompare(b.from));
    }),
  }),
  stored: storedObject({ closures: storedRows({ from: storedText, to: storedText, label: storedText }) }),
  toDraft: (s) => ({ closures: s.closures.map((c) => ({ ...c })) }),
  fromSite: (site) => ({ closures: site.closures.map((c) => ({ ...c })) }),
  toSite: (s) => ({ closures: s.closures }),
};
