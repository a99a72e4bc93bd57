/** 'Mentions légales': the registration and the host of the site. */
import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "../messages";
import { readTextFields, requiredText, storedObject, storedText } from "./fields";
import type { SettingsSection } from "./section";

export interface LegalNoticeSettings {
  registrationNumber: string;
  registryCourt: string;
  hosting: { name: string; address: string };
}

export interface LegalNoticeDraft {
  registrationNumber: string;
  registryCourt: string;
  hostName: string;
  hostAddress: string;
}

const schema = z
  .object({
    registrationNumber: requiredText(M.registrationRequired),
    registryCourt: requiredText(M.registryCourtRequired),
    hostName: requiredText(M.hostNameRequired),
    hostAddress: requiredText(M.hostAddressRequired),
  })
  .transform(({ hostName, hostAddress, ...registration }) => ({
    ...registration,
    hosting: { name: hostName, address: hostAddress },
  }));

export const legalNoticeSection: SettingsSection<LegalNoticeDraft, LegalNoticeSettings> = {
  readForm: (form) => readTextFields(form, ["registrationNumber", "registryCourt", "hostName", "hostAddress"]),
  schema,
  stored: storedObject({
    registrationNumber: storedText,
    registryCourt: storedText,
    hosting: storedObject({ name: storedText, address: storedText }),
  }).transform(({ hosting, ...registration }) => ({ ...registration, hostName: hosting.name, hostAddress: hosting.address })),
  toDraft: (s) => ({
    registrationNumber: s.registrationNumber,
    registryCourt: s.registryCourt,
    hostName: s.hosting.name,
    hostAddress: s.hosting.address,
  }),
  fromSite: (site) => ({
    registrationNumber: site.registrationNumber,
    registryCourt: site.registryCourt,
    hosting: { ...site.hosting },
  }),
  toSite: (s) => ({ registrationNumber: s.registrationNumber, registryCourt: s.registryCourt, hosting: s.hosting }),
};
