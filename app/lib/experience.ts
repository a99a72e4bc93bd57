import { BUSINESS_CREATION_DATE } from "~/config/constants";
import { parisCalendarDay } from "./dates";
import { frenchPlural } from "./plural";

/** Whole years since the creation date, in Europe/Paris, correct on the anniversary day. */
export function yearsOfExperience(now: Date = new Date()): number {
  const today = parisCalendarDay(now);
  const { year, month, day } = BUSINESS_CREATION_DATE;
  let years = today.year - year;
  if (today.month < month || (today.month === month && today.day < day)) years -= 1;
  return Math.max(0, years);
}

/** Label of the experience statistic: the figure is the years, the label 'ans d'expérience'. */
export function experienceStatLabel(years: number): string {
  return `${frenchPlural(years, "an")} d'expérience`;
}

/** Text of the hero experience badge, e.g. '5 ans d'expérience'. */
export function formatExperience(years: number): string {
  return `${years} ${experienceStatLabel(years)}`;
}
