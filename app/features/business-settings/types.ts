/**
 * The business settings of the 'Réglages' page (docs/product.md#business-settings):
 * what is stored and what the form holds, each made of its sections' parts
 * (settings-sections.ts), and the form's errors.
 */
import type { SettingsSection } from "./sections/section";
import type { ListedSection } from "./settings-sections";

type SettingsOf<S> = S extends SettingsSection<object, infer Settings> ? Settings : never;
type DraftOf<S> = S extends SettingsSection<infer Draft, object> ? Draft : never;
/** The parts of a union as one object type (A | B → A & B). */
type AllOf<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void ? I : never;

/** What is stored (JSON in `business_settings.settings`). */
export type BusinessSettings = AllOf<SettingsOf<ListedSection>>;

/** The form as typed: every value a string, rows as lists (what was typed comes back on an error). */
export type SettingsDraft = AllOf<DraftOf<ListedSection>>;

/** Field name → French message. Row fields are named 'hours.monday.0.opens', 'closures.1.to'. */
export type SettingsErrors = Record<string, string>;

export type ValidationResult = { ok: true; settings: BusinessSettings } | { ok: false; errors: SettingsErrors };
