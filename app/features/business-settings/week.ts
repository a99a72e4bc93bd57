/** The days of the week as the 'Réglages' form, the stored settings and schema.org name them. */

export const WEEK_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const DAY_LABELS: Record<WeekDay, string> = {
  monday: "Lundi",
  tuesday: "Mardi",
  wednesday: "Mercredi",
  thursday: "Jeudi",
  friday: "Vendredi",
  saturday: "Samedi",
  sunday: "Dimanche",
};

/** schema.org day names, as `OpeningHours.dayOfWeek` holds them. */
export const SCHEMA_DAYS: Record<WeekDay, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** 'HH:MM' to 'HH:MM' */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** Per day, its opening ranges in order (none: closed). */
export type WeeklyHours = Record<WeekDay, TimeRange[]>;

export function emptyWeek(): WeeklyHours {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

/** The same week with the same days, each day its own list ('map' over `WEEK_DAYS`). */
export function mapWeek(map: (day: WeekDay) => TimeRange[]): WeeklyHours {
  const week = emptyWeek();
  for (const day of WEEK_DAYS) week[day] = map(day);
  return week;
}

export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export const byOpening = (a: TimeRange, b: TimeRange) => minutesOfDay(a.opens) - minutesOfDay(b.opens);
