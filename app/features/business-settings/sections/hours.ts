/** 'Horaires d'ouverture': per day, zero or more opening ranges. */
import { z } from "zod";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { openingHoursFromWeek } from "../opening-hours";
import { byOpening, emptyWeek, mapWeek, minutesOfDay, SCHEMA_DAYS, WEEK_DAYS, type WeekDay, type WeeklyHours } from "../week";
import { checkFilledRows, parsedText, readRows, storedObject, storedRows, storedText, typedRow } from "./fields";
import type { SettingsSection } from "./section";

export interface HoursSettings {
  weeklyHours: WeeklyHours;
}

/** Field names 'hours.monday.0.opens', 'hours.monday.0.closes'. */
export interface HoursDraft {
  hours: WeeklyHours;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' ('7h30' too; a browser's time field also sends 'HH:MM:SS' when seconds are shown: they are dropped). */
function normalizeTime(value: string): string | null {
  const v = value
    .trim()
    .replace(/h/i, ":")
    .replace(/^(\d):/, "0$1:");
  const short = /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : v;
  return TIME.test(short) ? short : null;
}

const timeOfDay = (required: string) => z.string().trim().min(1, required).pipe(parsedText(normalizeTime, M.timeInvalid));

/** Both times valid, then closing after opening (a transform: it runs only once both passed). */
const openingRange = z
  .object({ opens: timeOfDay(M.opensRequired), closes: timeOfDay(M.closesRequired) })
  .transform((range, ctx) => {
    if (minutesOfDay(range.closes) > minutesOfDay(range.opens)) return range;
    ctx.addIssue({ code: "custom", message: M.closesBeforeOpens, path: ["closes"] });
    return z.NEVER;
  });

/** A day's rows: each range valid, at most `LIMITS.rangesPerDay`, none starting before the previous one closes; in order. */
const openingDay = z.array(typedRow(["opens", "closes"])).transform((rows, ctx) => {
  const { filled, passed } = checkFilledRows(rows, openingRange, ctx);
  if (filled > LIMITS.rangesPerDay) ctx.addIssue({ code: "custom", message: M.tooManyRanges });
  const ranges = [...passed].sort((a, b) => byOpening(a.value, b.value));
  ranges.forEach((range, i) => {
    const previous = ranges[i - 1];
    if (previous && minutesOfDay(range.value.opens) < minutesOfDay(previous.value.closes)) {
      ctx.addIssue({ code: "custom", message: M.rangesOverlap, path: [range.index, "opens"] });
    }
  });
  return ranges.map((range) => range.value);
});

const perDay = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day, schema])) as Record<WeekDay, T>;

export const hoursSection: SettingsSection<HoursDraft, HoursSettings> = {
  readForm: (form) => ({ hours: mapWeek((day) => readRows(form, `hours.${day}`, ["opens", "closes"], LIMITS.rangesPerDay + 1)) }),
  schema: z.object({ hours: z.object(perDay(openingDay)) }).transform(({ hours }) => ({ weeklyHours: hours })),
  stored: storedObject({ weeklyHours: storedObject(perDay(storedRows({ opens: storedText, closes: storedText }))) }).transform(
    ({ weeklyHours }) => ({ hours: weeklyHours }),
  ),
  toDraft: (s) => ({ hours: mapWeek((day) => s.weeklyHours[day].map((range) => ({ ...range }))) }),
  fromSite: (site) => {
    const weeklyHours = emptyWeek();
    for (const line of site.openingHours) {
      for (const day of WEEK_DAYS)
        if (line.dayOfWeek.includes(SCHEMA_DAYS[day])) weeklyHours[day].push({ opens: line.opens, closes: line.closes });
    }
    for (const day of WEEK_DAYS) weeklyHours[day].sort(byOpening);
    return { weeklyHours };
  },
  toSite: (s) => ({ openingHours: openingHoursFromWeek(s.weeklyHours) }),
};
