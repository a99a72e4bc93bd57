/** 'Entreprise': the name shown everywhere and the legal name. */
import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "../messages";
import { readTextFields, requiredText, storedObject, storedText } from "./fields";
import type { SettingsSection } from "./section";

export interface CompanySettings {
  name: string;
  legalName: string;
}

export type CompanyDraft = CompanySettings;

export const companySection: SettingsSection<CompanyDraft, CompanySettings> = {
  readForm: (form) => readTextFields(form, ["name", "legalName"]),
  schema: z.object({
    name: requiredText(M.nameRequired),
    legalName: requiredText(M.legalNameRequired),
  }),
  stored: storedObject({ name: storedText, legalName: storedText }),
  toDraft: (s) => ({ name: s.name, legalName: s.legalName }),
  fromSite: (site) => ({ name: site.name, legalName: site.legalName }),
  toSite: (s) => ({ name: s.name, legalName: s.legalName }),
};
