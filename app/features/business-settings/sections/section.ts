/**
 * What a section of the 'Réglages' form (docs/product.md#business-settings)
 * brings, all in its own module: its stored type and its draft (the form as
 * typed, strings only), how the posted form is read, the zod schema of its
 * rules, how its part of the stored JSON is read back, and how it maps to and
 * from the site's configuration (the environment's values are its defaults).
 * A new section is one such module, listed in ../settings-sections.ts.
 */
import type { z } from "zod";
import type { SiteConfig } from "~/config/site";

export interface SettingsSection<Draft extends object, Settings extends object> {
  /** The posted form's fields (at most 5 000 characters each; rows at most 500), as typed. */
  readForm(form: URLSearchParams): Draft;
  /**
   * The rules: the draft into what is stored. An issue's path is the name of
   * the form field it belongs to ('phone', 'hours.monday.0.opens',
   * 'closures.1.to'); the first issue of a field is the message shown.
   */
  schema: z.ZodType<Settings, Draft>;
  /**
   * The section's part of the stored JSON (the whole object comes in) back
   * into a draft, which `schema` then checks again. Read leniently, as typed
   * values would be: a missing or mistyped value reads as empty. A field added
   * later is missing from settings saved before it: give it a `.catch()` of
   * a value that passes, or every earlier save stops passing.
   */
  stored: z.ZodType<Draft>;
  /** What the form shows for stored settings. */
  toDraft(settings: Settings): Draft;
  /** The section's settings in a site configuration (the environment's, before the owner ever saved). */
  fromSite(site: SiteConfig): Settings;
  /** The site configuration's fields these settings replace. */
  toSite(settings: Settings, base: SiteConfig): Partial<SiteConfig>;
}
