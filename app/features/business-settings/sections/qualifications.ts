/**
 * 'Qualifications' (docs/product.md#qualifications): Qualibat, RGE… each with
 * its certificate number and the last day it is valid. Public pages show only
 * those still valid that day (loadPublicSite), so one past its date goes away
 * by itself; the form keeps it until the owner renews or empties it.
 */
import { z } from "zod";
import type { Qualification } from "~/config/site";
import { SETTINGS_MESSAGES as M } from "../messages";
import { checkFilledRows, readRows, requiredText, storedObject, storedRows, storedText, typedRow } from "./fields";
import { isCalendarDate } from "./closures";
import type { SettingsSection } from "./section";

export const MAX_QUALIFICATIONS = 10;

export interface QualificationsSettings {
  qualifications: Qualification[];
}

/** Field names 'qualifications.0.name', 'qualifications.0.number', 'qualifications.0.validUntil'. */
export interface QualificationsDraft {
  qualifications: Qualification[];
}

const KEYS = ["name", "number", "validUntil"] as const;

const qualification = z.object({
  name: requiredText(M.qualificationNameRequired),
  number: requiredText(M.qualificationNumberRequired),
  validUntil: z
    .string()
    .trim()
    .min(1, M.qualificationDateRequired)
    .refine((day) => day === "" || isCalendarDate(day), M.dateInvalid),
});

export const qualificationsSection: SettingsSection<QualificationsDraft, QualificationsSettings> = {
  readForm: (form) => ({ qualifications: readRows(form, "qualifications", KEYS, MAX_QUALIFICATIONS + 1) }),
  schema: z.object({
    qualifications: z.array(typedRow(KEYS)).transform((rows, ctx) => {
      const { filled, passed } = checkFilledRows(rows, qualification, ctx);
      if (filled > MAX_QUALIFICATIONS) ctx.addIssue({ code: "custom", message: M.tooManyQualifications });
      return passed.map((row) => row.value);
    }),
  }),
  // saved before the section existed: none
  stored: storedObject({ qualifications: storedRows({ name: storedText, number: storedText, validUntil: storedText }) }),
  toDraft: (s) => ({ qualifications: s.qualifications.map((q) => ({ ...q })) }),
  fromSite: (site) => ({ qualifications: site.qualifications.map((q) => ({ ...q })) }),
  toSite: (s) => ({ qualifications: s.qualifications }),
};
