/** 'Réseaux sociaux': the business's pages on social networks, one https address per line. */
import { z } from "zod";
import { LIMITS } from "../limits";
import { SETTINGS_MESSAGES as M } from "../messages";
import { readTextFields, storedLines, storedObject } from "./fields";
import type { SettingsSection } from "./section";

export interface SocialLinksSettings {
  socialLinks: string[];
}

export interface SocialLinksDraft {
  /** one URL per line */
  socialLinks: string;
}

function isHttpsUrl(value: string): boolean {
  if (value.length > 500 || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
}

const schema = z.object({
  socialLinks: z
    .string()
    .transform((typed) => typed.split(/\r?\n/).map((line) => line.trim()))
    .superRefine((typedLines, ctx) => {
      // the first wrong line is named by its number in the text area, blank lines counted
      const wrong = typedLines.findIndex((line) => line !== "" && !isHttpsUrl(line));
      if (wrong >= 0) ctx.addIssue({ code: "custom", message: M.socialLinkInvalid(wrong + 1) });
    })
    .transform((typedLines) => typedLines.filter((line) => line !== ""))
    .pipe(z.array(z.string()).max(LIMITS.socialLinks, M.tooManySocialLinks))
    .transform((links) => [...new Set(links)]),
});

export const socialLinksSection: SettingsSection<SocialLinksDraft, SocialLinksSettings> = {
  readForm: (form) => readTextFields(form, ["socialLinks"]),
  schema,
  stored: storedObject({ socialLinks: storedLines }),
  toDraft: (s) => ({ socialLinks: s.socialLinks.join("\n") }),
  fromSite: (site) => ({ socialLinks: [...site.socialLinks] }),
  toSite: (s) => ({ socialLinks: s.socialLinks }),
};
