/** 'Zone d'intervention': the region, the towns served and a radius around a town. */
import { z } from "zod";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { lines, readTextFields, requiredText, storedLines, storedObject, storedText } from "./fields";
import type { SettingsSection } from "./section";

export interface ServiceAreaSettings {
  serviceArea: { region: string; cities: string[]; radiusKm: number; center: string };
}

export interface ServiceAreaDraft {
  serviceRegion: string;
  /** one town per line */
  serviceCities: string;
  radiusKm: string;
  radiusCenter: string;
}

const schema = z
  .object({
    serviceRegion: requiredText(M.regionRequired),
    serviceCities: z
      .string()
      .transform((typed) => [...new Set(lines(typed))])
      .pipe(
        z
          .array(z.string())
          .min(1, M.citiesRequired)
          .max(LIMITS.cities, M.tooManyCities)
          .refine((cities) => cities.every((city) => city.length <= LIMITS.text), M.tooLong),
      ),
    radiusKm: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, M.radiusInvalid)
      .transform(Number)
      .pipe(z.number().min(1, M.radiusInvalid).max(1000, M.radiusInvalid)),
    radiusCenter: requiredText(M.centerRequired),
  })
  .transform((d) => ({
    serviceArea: { region: d.serviceRegion, cities: d.serviceCities, radiusKm: d.radiusKm, center: d.radiusCenter },
  }));

export const serviceAreaSection: SettingsSection<ServiceAreaDraft, ServiceAreaSettings> = {
  readForm: (form) => readTextFields(form, ["serviceRegion", "serviceCities", "radiusKm", "radiusCenter"]),
  schema,
  stored: storedObject({
    serviceArea: storedObject({
      region: storedText,
      cities: storedLines,
      radiusKm: z.number().transform(String).catch(""),
      center: storedText,
    }),
  }).transform(({ serviceArea: area }) => ({
    serviceRegion: area.region,
    serviceCities: area.cities,
    radiusKm: area.radiusKm,
    radiusCenter: area.center,
  })),
  toDraft: ({ serviceArea: area }) => ({
    serviceRegion: area.region,
    serviceCities: area.cities.join("\n"),
    radiusKm: String(area.radiusKm),
    radiusCenter: area.center,
  }),
  fromSite: (site) => ({
    serviceArea: {
      region: site.serviceArea,
      cities: [...site.serviceCities],
      radiusKm: site.serviceRadius.km,
      center: site.serviceRadius.center,
    },
  }),
  toSite: ({ serviceArea: area }) => ({
    serviceArea: area.region,
    serviceCities: area.cities,
    serviceRadius: { km: area.radiusKm, center: area.center },
  }),
};
