/**
 * An exceptional closure in words, for the pages that list the upcoming ones
 * (docs/product.md#business-settings). Its own module: only the chunks that
 * show closures carry it.
 */
import type { Closure } from "~/config/site";

/** '24/12/2026' from '2026-12-24'. */
export function formatFrenchDay(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDay;
}

/** 'Fermé du 24/12/2026 au 02/01/2027 (Congés de fin d'année)', 'Fermé le 11/11/2026 (Armistice)'. */
export function formatClosure(c: Closure): string {
  const when = c.from === c.to ? `le ${formatFrenchDay(c.from)}` : `du ${formatFrenchDay(c.from)} au ${formatFrenchDay(c.to)}`;
  return `Fermé ${when} (${c.label})`;
}
