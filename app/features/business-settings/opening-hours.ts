/** The week of the 'Réglages' form as the site's `OpeningHours` lines (footer, contact page, JSON-LD). */
import type { OpeningHours } from "~/config/site";
import { DAY_LABELS, SCHEMA_DAYS, WEEK_DAYS, type TimeRange, type WeekDay } from "./week";

/**
 * Days with the same ranges together ('Lundi - Vendredi' 07:00-18:00,
 * 'Samedi' 08:00-12:00), one line per range.
 */
export function openingHoursFromWeek(week: Record<WeekDay, readonly TimeRange[]>): OpeningHours[] {
  const groups = new Map<string, number[]>();
  WEEK_DAYS.forEach((day, index) => {
    const ranges = week[day];
    if (ranges.length === 0) return;
    const key = ranges.map((r) => `${r.opens}-${r.closes}`).join(",");
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const result: OpeningHours[] = [];
  for (const indexes of groups.values()) {
    const days = indexes.map((i) => WEEK_DAYS[i]!);
    const label = daysLabel(indexes);
    for (const range of week[days[0]!]) {
      result.push({ days: label, dayOfWeek: days.map((d) => SCHEMA_DAYS[d]), opens: range.opens, closes: range.closes });
    }
  }
  return result;
}

/** 'Lundi - Vendredi', 'Samedi', 'Lundi, Mercredi', 'Lundi - Mercredi, Vendredi'. */
function daysLabel(indexes: readonly number[]): string {
  const runs: number[][] = [];
  for (const i of indexes) {
    const last = runs.at(-1);
    if (last && last.at(-1) === i - 1) last.push(i);
    else runs.push([i]);
  }
  const name = (i: number) => DAY_LABELS[WEEK_DAYS[i]!];
  return runs.map((run) => (run.length >= 3 ? `${name(run[0]!)} - ${name(run.at(-1)!)}` : run.map(name).join(", "))).join(", ");
}
