/** The rules of the 'Réglages' form (docs/product.md#business-settings): each section's zod schema over the draft. */
import { EVERY_SECTION, joinParts } from "./settings-sections";
import type { SettingsDraft, SettingsErrors, ValidationResult } from "./types";

/** The settings to store, or the first French message of each wrong field, named as the form names it. */
export function validateDraft(draft: SettingsDraft): ValidationResult {
  const errors: SettingsErrors = {};
  const parts: object[] = [];
  for (const section of EVERY_SECTION) {
    const result = section.schema.safeParse(draft);
    if (result.success) parts.push(result.data);
    else for (const issue of result.error.issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings: joinParts(parts) };
}
