/**
 * 'Visites' in Réglages (docs/product.md#visits): the days and hours a customer may pick a visit
 * in, how long one lasts, how much notice, how many a day, and whether a pick is confirmed without
 * the owner.
 */
import { z } from "zod";
import { DEFAULT_SITE, type VisitSlotSettings } from "~/config/site";
import { readTextFields, storedObject } from "./fields";
import type { SettingsSection } from "./section";

export const VISIT_WEEKDAYS = [
  { value: "Monday", label: "Lundi" },
  { value: "Tuesday", label: "Mardi" },
  { value: "Wednesday", label: "Mercredi" },
  { value: "Thursday", label: "Jeudi" },
  { value: "Friday", label: "Vendredi" },
  { value: "Saturday", label: "Samedi" },
  { value: "Sunday", label: "Dimanche" },
] as const;

export const VISIT_LIMITS = { minDuration: 15, maxDuration: 480, maxNoticeHours: 168, maxPerDay: 20 } as const;

export const VISIT_SETTINGS_MESSAGES = {
  days: "Choisissez au moins un jour de visite.",
  time: "Heure invalide\u00a0: au format HH:MM, par exemple 09:00.",
  order: "L'heure de fin doit suivre l'heure de début d'au moins une visite.",
  duration: `Durée invalide\u00a0: un nombre entier de minutes, de ${VISIT_LIMITS.minDuration} à ${VISIT_LIMITS.maxDuration}.`,
  notice: `Délai invalide\u00a0: un nombre entier d'heures, de 0 à ${VISIT_LIMITS.maxNoticeHours}.`,
  perDay: `Nombre invalide\u00a0: un nombre entier de visites par jour, de 1 à ${VISIT_LIMITS.maxPerDay}.`,
} as const;

export interface VisitSlotsSectionSettings {
  visitSlots: VisitSlotSettings;
}

export interface VisitSlotsDraft {
  /** the days checked, comma-separated */
  visitDays: string;
  visitFrom: string;
  visitTo: string;
  visitDuration: string;
  visitNotice: string;
  visitPerDay: string;
  /** 'on' when checked */
  visitAutoConfirm: string;
}

const DAY_VALUES: readonly string[] = VISIT_WEEKDAYS.map((d) => d.value);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((typed) => /^\d{1,4}$/.test(typed) && Number(typed) >= min && Number(typed) <= max, message)
    .transform(Number);

const schema = z
  .object({
    visitDays: z
      .string()
      .transform((typed) => DAY_VALUES.filter((d) => typed.split(",").includes(d)))
      .refine((days) => days.length > 0, VISIT_SETTINGS_MESSAGES.days),
    visitFrom: z.string().trim().regex(TIME, VISIT_SETTINGS_MESSAGES.time),
    visitTo: z.string().trim().regex(TIME, VISIT_SETTINGS_MESSAGES.time),
    visitDuration: wholeNumber(VISIT_LIMITS.minDuration, VISIT_LIMITS.maxDuration, VISIT_SETTINGS_MESSAGES.duration),
    visitNotice: wholeNumber(0, VISIT_LIMITS.maxNoticeHours, VISIT_SETTINGS_MESSAGES.notice),
    visitPerDay: wholeNumber(1, VISIT_LIMITS.maxPerDay, VISIT_SETTINGS_MESSAGES.perDay),
    visitAutoConfirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (minutes(v.visitTo) - minutes(v.visitFrom) < v.visitDuration)
      ctx.addIssue({ code: "custom", message: VISIT_SETTINGS_MESSAGES.order, path: ["visitTo"] });
  })
  .transform((v) => ({
    visitSlots: {
      days: v.visitDays,
      from: v.visitFrom,
      to: v.visitTo,
      durationMinutes: v.visitDuration,
      minimumNoticeHours: v.visitNotice,
      perDay: v.visitPerDay,
      autoConfirm: v.visitAutoConfirm === "on",
    },
  }));

const defaults = DEFAULT_SITE.visitSlots;

function toDraft(s: VisitSlotSettings): VisitSlotsDraft {
  return {
    visitDays: s.days.join(","),
    visitFrom: s.from,
    visitTo: s.to,
    visitDuration: String(s.durationMinutes),
    visitNotice: String(s.minimumNoticeHours),
    visitPerDay: String(s.perDay),
    visitAutoConfirm: s.autoConfirm ? "on" : "",
  };
}

export const visitSlotsSection: SettingsSection<VisitSlotsDraft, VisitSlotsSectionSettings> = {
  readForm: (form) => ({
    ...readTextFields(form, ["visitFrom", "visitTo", "visitDuration", "visitNotice", "visitPerDay", "visitAutoConfirm"]),
    visitDays: form
      .getAll("visitDays")
      .map((d) => d.slice(0, 20))
      .slice(0, 7)
      .join(","),
  }),
  schema,
  // saved before the section existed: the defaults
  stored: storedObject({
    visitSlots: storedObject({
      days: z.array(z.string()).catch([...defaults.days]),
      from: z.string().catch(defaults.from),
      to: z.string().catch(defaults.to),
      durationMinutes: z.number().int().catch(defaults.durationMinutes),
      minimumNoticeHours: z.number().int().catch(defaults.minimumNoticeHours),
      perDay: z.number().int().catch(defaults.perDay),
      autoConfirm: z.boolean().catch(defaults.autoConfirm),
    }),
  }).transform(({ visitSlots }) => toDraft(visitSlots)),
  toDraft: (s) => toDraft(s.visitSlots),
  fromSite: (site) => ({ visitSlots: { ...site.visitSlots, days: [...site.visitSlots.days] } }),
  toSite: (s) => ({ visitSlots: s.visitSlots }),
};
