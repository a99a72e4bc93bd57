import type { ConsentChoices } from "./consent";

/**
 * The Google tag's own first-party cookies: `_ga`, `_ga_<id>` (Analytics) and `_gcl_…` (Ads),
 * written only with consent. Refused or withdrawn, the purpose's cookies are deleted
 * (docs/product.md#consent).
 */
const PURPOSE_COOKIES: Record<keyof ConsentChoices, RegExp> = { analytics: /^_ga(_|$)/, ads: /^_gcl_/ };

/** Deletes the cookies of every purpose `choices` refuses. */
export function expireRefusedGoogleCookies(choices: ConsentChoices): void {
  const names = document.cookie.split(";").map((pair) => pair.split("=")[0]!.trim());
  for (const name of names) {
    const refused = (Object.keys(PURPOSE_COOKIES) as (keyof ConsentChoices)[]).some(
      (purpose) => !choices[purpose] && PURPOSE_COOKIES[purpose].test(name),
    );
    if (refused) expireCookie(name);
  }
}

/** The tag writes on the widest domain it may ('example.fr' for 'www.example.fr'): each one is tried, and the host alone. */
function expireCookie(name: string): void {
  const labels = location.hostname.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${labels.slice(i).join(".")}`;
  }
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}
