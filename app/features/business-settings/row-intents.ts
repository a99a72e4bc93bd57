/**
 * The row buttons of the 'Réglages' form (work without JavaScript): what a
 * submit button asks, save or add / remove a row and show the form again
 * ('add-range:monday', 'remove-range:monday:1', 'copy-monday', 'add-closure',
 * 'remove-closure:2'). Rows are changed on the server so that the page works
 * without JavaScript.
 */
import { LIMITS } from "./limits";
import type { SettingsDraft } from "./types";
import { WEEK_DAYS, type WeekDay } from "./week";

export type SettingsIntent =
  | { kind: "save" }
  | { kind: "add-range"; day: WeekDay }
  | { kind: "remove-range"; day: WeekDay; index: number }
  | { kind: "copy-monday" }
  | { kind: "add-closure" }
  | { kind: "remove-closure"; index: number };

export function parseIntent(value: unknown): SettingsIntent {
  const [kind, a, b] = String(value ?? "save").split(":");
  const day = WEEK_DAYS.find((d) => d === a);
  if (kind === "add-range" && day) return { kind, day };
  if (kind === "remove-range" && day && /^\d{1,2}$/.test(b ?? "")) return { kind, day, index: Number(b) };
  if (kind === "add-closure" || kind === "copy-monday") return { kind };
  if (kind === "remove-closure" && /^\d{1,3}$/.test(a ?? "")) return { kind, index: Number(a) };
  return { kind: "save" };
}

/** The draft with a row added or removed (the limits keep 'Ajouter' from growing it without end). */
/** The weekdays that 'Copier sur lundi–vendredi' fills with Monday's ranges. */
export const WORKDAYS_AFTER_MONDAY = ["tuesday", "wednesday", "thursday", "friday"] as const satisfies readonly WeekDay[];

export function applyRowIntent(draft: SettingsDraft, intent: Exclude<SettingsIntent, { kind: "save" }>): SettingsDraft {
  switch (intent.kind) {
    case "add-range": {
      const ranges = draft.hours[intent.day];
      if (ranges.length >= LIMITS.rangesPerDay) return draft;
      const last = ranges.at(-1);
      return {
        ...draft,
        hours: { ...draft.hours, [intent.day]: [...ranges, { opens: last ? "" : "08:00", closes: last ? "" : "12:00" }] },
      };
    }
    case "remove-range":
      return { ...draft, hours: { ...draft.hours, [intent.day]: draft.hours[intent.day].filter((_, i) => i !== intent.index) } };
    case "copy-monday": {
      const monday = draft.hours.monday;
      const hours = { ...draft.hours };
      for (const day of WORKDAYS_AFTER_MONDAY) hours[day] = monday.map((range) => ({ ...range }));
      return { ...draft, hours };
    }
    case "add-closure":
      if (draft.closures.length >= LIMITS.closures) return draft;
      return { ...draft, closures: [...draft.closures, { from: "", to: "", label: "" }] };
    case "remove-closure":
      return { ...draft, closures: draft.closures.filter((_, i) => i !== intent.index) };
  }
}
