import { BUSINESS_CREATION_DATE } from "~/config/constants";

/** Made once: building a date format costs more than the rest of the computation. */
const PARIS_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "numeric", day: "numeric" });

/** Whole years since the creation date, in Europe/Paris, correct on the anniversary day. */
export function yearsOfExperience(now: Date = new Date()): number {
  const parts = PARIS_DATE.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const { year, month, day } = BUSINESS_CREATION_DATE;
  let years = get("year") - year;
  if (get("month") < month || (get("month") === month && get("day") < day)) years -= 1;
  return Math.max(0, years);
}

/** Label of the experience statistic: the figure is the years, the label 'ans d'expérience'. */
export function experienceStatLabel(years: number): string {
  return `${years > 1 ? "ans" : "an"} d'expérience`;
}

/** Text of the hero experience badge, e.g. '5 ans d'expérience'. */
export function formatExperience(years: number): string {
  return `${years} ${experienceStatLabel(years)}`;
}
