/** The forms of visits (docs/product.md#visits): the owner's 'Planifier la visite' and the customer's pick, as typed. Pure. */
import type { OwnerVisitInput } from "./visit-types";

export const VISIT_NOTE_MAX_LENGTH = 1000;
export const VISIT_DURATION_CHOICES = [30, 45, 60, 90, 120, 180] as const;

export const VISIT_INTENTS = { plan: "plan", move: "move", cancel: "cancel", confirm: "confirm" } as const;

export const VISIT_FORM_MESSAGES = {
  day: "Date invalide\u00a0: choisissez le jour de la visite.",
  time: "Heure invalide\u00a0: au format HH:MM, par exemple 09:30.",
  duration: "Durée invalide\u00a0: de 15\u00a0minutes à 8\u00a0heures.",
  note: `Note trop longue\u00a0: ${VISIT_NOTE_MAX_LENGTH} caractères au plus.`,
  unknownAction: "Action inconnue.",
} as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export function parseOwnerVisitForm(form: FormData): { ok: true; value: OwnerVisitInput } | { ok: false; message: string } {
  const day = text(form, "day");
  const time = text(form, "time");
  const duration = text(form, "duration");
  const note = text(form, "note").replace(/\r\n?/g, "\n");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { ok: false, message: VISIT_FORM_MESSAGES.day };
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { ok: false, message: VISIT_FORM_MESSAGES.time };
  if (!/^\d{1,3}$/.test(duration) || Number(duration) < 15 || Number(duration) > 480)
    return { ok: false, message: VISIT_FORM_MESSAGES.duration };
  if (note.length > VISIT_NOTE_MAX_LENGTH) return { ok: false, message: VISIT_FORM_MESSAGES.note };
  return { ok: true, value: { day, time, durationMinutes: Number(duration), note } };
}

/** The customer's pick: a slot's value 'YYYY-MM-DDTHH:MM' (Paris time). */
export function parseSlotChoice(value: FormDataEntryValue | null): { day: string; time: string } | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim());
  return m ? { day: m[1]!, time: m[2]! } : null;
}

export const slotValue = (slot: { day: string; time: string }) => `${slot.day}T${slot.time}`;
