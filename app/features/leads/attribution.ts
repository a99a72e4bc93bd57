/**
 * Where a request's visit came from (docs/product.md#lead-attribution): the
 * visit's first page, the referrer's host, and the campaign fields of its
 * first URL. With the visitor's consent to advertising the browser keeps them
 * in sessionStorage for the visit (no cookie) and sends them with the form as
 * hidden fields; without it, the request itself stands for them. The server
 * reads them here, capped and cleaned. Pure: browser and server.
 */
import { withoutHiddenCharacters } from "~/lib/hidden-characters";

export interface LeadAttribution {
  landingPath?: string | null;
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  gclid?: string | null;
}

/** The hidden fields of the lead forms, and the attribution field each fills. */
export const ATTRIBUTION_FIELDS = {
  _landing: "landingPath",
  _referrer: "referrerHost",
  _utm_source: "utmSource",
  _utm_medium: "utmMedium",
  _utm_campaign: "utmCampaign",
  _gclid: "gclid",
} as const satisfies Record<string, keyof LeadAttribution>;

export type AttributionField = keyof typeof ATTRIBUTION_FIELDS;

const MAX_LENGTH = 200;
export const ATTRIBUTION_STORAGE_KEY = "az:visit";

/** A value without its control characters, trimmed and capped; null when empty. */
function clean(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  // never half a character (a cut emoji would show as '�')
  return text ? Array.from(text).slice(0, MAX_LENGTH).join("").trim() : null;
}

/** A site path ('/landing/zinguerie'), without its query; null for anything else. */
export function cleanPath(value: unknown): string | null {
  const text = clean(value);
  if (!text || !text.startsWith("/") || text.startsWith("//")) return null;
  return text.replace(/[?#].*$/, "") || "/";
}

/** The host of a referrer URL (or a bare host), lower-cased; null when it is not one. */
export function referrerHostOf(value: unknown): string | null {
  const text = clean(value);
  if (!text) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    return /^[a-z0-9.-]+$/.test(host) && host.includes(".") ? host : null;
  } catch {
    return null;
  }
}

/** The site's own host name, from `location.host` or a Host header ('127.0.0.1:3000' → '127.0.0.1'). */
function hostNameOf(ownHost: string): string {
  return ownHost.toLowerCase().replace(/:\d+$/, "");
}

/** What a visit's first URL and referrer say, as the browser records them at its first page. */
export function attributionOfVisit(firstUrl: URL, referrer: string, ownHost: string): LeadAttribution {
  const host = referrerHostOf(referrer);
  const params = firstUrl.searchParams;
  return {
    landingPath: cleanPath(firstUrl.pathname),
    // the referrer's host has no port: compare it with the site's host name alone
    referrerHost: host && host !== hostNameOf(ownHost) ? host : null,
    utmSource: clean(params.get("utm_source")),
    utmMedium: clean(params.get("utm_medium")),
    utmCampaign: clean(params.get("utm_campaign")),
    gclid: clean(params.get("gclid")),
  };
}

/** The Referer when it is a page of the site itself ('http://127.0.0.1:4123/devis-gratuit?utm_source=x'). */
function ownPageOf(refererHeader: string | null, ownHost: string): URL | null {
  if (!refererHeader) return null;
  try {
    const url = new URL(refererHeader);
    return url.hostname.toLowerCase() === hostNameOf(ownHost) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The attribution sent with a form. Without the visit's record (no consent
 * to advertising, no JavaScript, a form sent before its code arrived) the
 * request stands for it, storing nothing on the visitor's device: the page
 * the form was on for the first page, the Referer header's host when it is
 * another site, and the campaign fields of the form page's own address, which
 * the Referer carries (docs/decisions/035-attribution-without-device-storage.md).
 * Never a gclid from there: a click's own identifier is kept with consent only.
 */
export function readAttribution(
  getSent: (name: string) => unknown,
  fallback: { sourcePath: string | null; refererHeader: string | null; ownHost: string },
): LeadAttribution {
  // What the server stores loses every hidden character (docs/product.md#visitor-text); the browser's
  // record of the visit does without the rule, which would cost the site layout a chunk to load.
  const get = (name: string) => {
    const value = getSent(name);
    return typeof value === "string" ? withoutHiddenCharacters(value) : value;
  };
  const refererHost = referrerHostOf(fallback.refererHeader);
  const sent = referrerHostOf(get("_referrer"));
  const landingPath = cleanPath(get("_landing"));
  const campaign = {
    utmSource: clean(get("_utm_source")),
    utmMedium: clean(get("_utm_medium")),
    utmCampaign: clean(get("_utm_campaign")),
    gclid: clean(get("_gclid")),
  };
  const recorded = landingPath !== null || Object.values(campaign).some((value) => value !== null);
  const formPage = recorded ? null : ownPageOf(fallback.refererHeader, fallback.ownHost);
  const ofFormPage = (name: string) => clean(withoutHiddenCharacters(formPage?.searchParams.get(name) ?? ""));
  return {
    landingPath: landingPath ?? fallback.sourcePath,
    referrerHost: sent ?? (refererHost && refererHost !== hostNameOf(fallback.ownHost) ? refererHost : null),
    ...(formPage
      ? {
          utmSource: ofFormPage("utm_source"),
          utmMedium: ofFormPage("utm_medium"),
          utmCampaign: ofFormPage("utm_campaign"),
          gclid: null,
        }
      : campaign),
  };
}
