/**
 * The lead page's 'Chantier' panel as posted (docs/product.md#review-requests): 'Chantier terminé le'
 * (a calendar day, not after today in Paris; empty clears it) and 'Ne pas demander d'avis à ce client'.
 * Pure.
 */
import { parseCalendarDay } from "~/features/faq/review-dates";

export const JOB_DONE_MESSAGES = {
  dateInvalid: "Date invalide\u00a0: choisissez le jour de fin des travaux (ex. 24/11/2026).",
  dateInFuture: "Le chantier ne peut pas être terminé après aujourd'hui\u00a0: indiquez le jour où les travaux ont pris fin.",
  notWon: "Seule une demande gagnée peut avoir un chantier terminé\u00a0: passez-la d'abord en «\u00a0Gagné\u00a0».",
  notFound: "Demande introuvable\u00a0: elle a peut-être été supprimée.",
  saved: "Chantier enregistré.",
} as const;

export interface JobDoneInput {
  /** 'YYYY-MM-DD', or null: not done yet */
  jobDoneOn: string | null;
  reviewRequestOff: boolean;
}

export type JobDoneParse = { ok: true; value: JobDoneInput } | { ok: false; message: string };

export function parseJobDoneForm(form: FormData, today: string): JobDoneParse {
  const typed = String(form.get("jobDoneOn") ?? "").trim();
  const reviewRequestOff = form.get("reviewRequestOff") === "on";
  if (typed === "") return { ok: true, value: { jobDoneOn: null, reviewRequestOff } };
  if (!parseCalendarDay(typed)) return { ok: false, message: JOB_DONE_MESSAGES.dateInvalid };
  if (typed > today) return { ok: false, message: JOB_DONE_MESSAGES.dateInFuture };
  return { ok: true, value: { jobDoneOn: typed, reviewRequestOff } };
}
