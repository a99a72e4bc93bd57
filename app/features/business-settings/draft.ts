/** The 'Réglages' form's draft (what the form holds, as typed): from what was posted, or from stored settings. */
import { EVERY_SECTION, joinParts } from "./settings-sections";
import type { BusinessSettings, SettingsDraft } from "./types";

/** What the form posted, as typed. */
export function draftFromForm(form: FormData | URLSearchParams): SettingsDraft {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  return joinParts(EVERY_SECTION.map((section) => section.readForm(params)));
}

/** What the form shows for stored settings. */
export function draftFromSettings(settings: BusinessSettings): SettingsDraft {
  return joinParts(EVERY_SECTION.map((section) => section.toDraft(settings)));
}
