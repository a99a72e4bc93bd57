/** The saved settings (JSON in `business_settings.settings`) read back. */
import { isRecord } from "~/lib/is-record";
import { EVERY_SECTION, joinParts } from "./settings-sections";
import type { BusinessSettings, SettingsDraft } from "./types";
import { validateDraft } from "./validate";

/**
 * Stored JSON back into settings, checked against the same rules as the form:
 * null when it does not pass (the caller falls back to the environment's values).
 */
export function parseStoredSettings(json: unknown): BusinessSettings | null {
  let value: unknown;
  try {
    value = typeof json === "string" ? JSON.parse(json) : json;
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const parts: object[] = [];
  for (const section of EVERY_SECTION) {
    const part = section.stored.safeParse(value);
    if (!part.success) return null;
    parts.push(part.data);
  }
  const result = validateDraft(joinParts<SettingsDraft>(parts));
  return result.ok ? result.settings : null;
}
