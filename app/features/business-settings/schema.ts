/**
 * The business details the owner edits on the 'Réglages' page
 * (docs/product.md#business-settings): their stored shape, the form's draft
 * (what was typed, kept as strings so that nothing is lost on an error), the
 * rules with a French message per field, and how they become the site's
 * `SiteConfig`. Pure: shared by the browser and the server.
 */
import type { Closure, OpeningHours, SiteConfig } from "~/config/site";
import { isRecord } from "~/lib/is-record";

export const WEEK_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const DAY_LABELS: Record<WeekDay, string> = {
  monday: "Lundi",
  tuesday: "Mardi",
  wednesday: "Mercredi",
  thursday: "Jeudi",
  friday: "Vendredi",
  saturday: "Samedi",
  sunday: "Dimanche",
};

/** schema.org day names, as `OpeningHours.dayOfWeek` holds them. */
const SCHEMA_DAYS: Record<WeekDay, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export interface TimeRange {
  opens: string;
  closes: string;
}

/** What is stored (JSON in `business_settings.settings`). */
export interface BusinessSettings {
  name: string;
  legalName: string;
  phone: string;
  /** '' = the main phone */
  emergencyPhone: string;
  email: string;
  address: { street: string; postalCode: string; city: string };
  /** per day, its opening ranges in order (none: closed) */
  weeklyHours: Record<WeekDay, TimeRange[]>;
  closures: Closure[];
  serviceArea: { region: string; cities: string[]; radiusKm: number; center: string };
  registrationNumber: string;
  registryCourt: string;
  hosting: { name: string; address: string };
  socialLinks: string[];
}

/** The form as typed: every value a string, rows as lists. */
export interface SettingsDraft {
  name: string;
  legalName: string;
  phone: string;
  emergencyPhone: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  hours: Record<WeekDay, TimeRange[]>;
  closures: Closure[];
  serviceRegion: string;
  /** one town per line */
  serviceCities: string;
  radiusKm: string;
  radiusCenter: string;
  registrationNumber: string;
  registryCourt: string;
  hostName: string;
  hostAddress: string;
  /** one URL per line */
  socialLinks: string;
}

/** Field name → French message. Row fields are named 'hours.monday.0.opens', 'closures.1.to'. */
export type SettingsErrors = Record<string, string>;

export const LIMITS = { rangesPerDay: 4, closures: 40, cities: 100, socialLinks: 10, text: 200 } as const;

export const SETTINGS_MESSAGES = {
  nameRequired: "Indiquez le nom de l'entreprise.",
  legalNameRequired: "Indiquez la raison sociale.",
  phoneInvalid: "Numéro invalide : 10 chiffres commençant par 0, ou +33 suivi de 9 chiffres.",
  emergencyPhoneInvalid: "Numéro invalide : 10 chiffres commençant par 0, ou +33 suivi de 9 chiffres ; ou laissez vide.",
  emailInvalid: "Adresse e-mail invalide (ex. contact@entreprise.fr).",
  streetRequired: "Indiquez l'adresse (rue, lieu-dit).",
  postalCodeInvalid: "Code postal invalide : 5 chiffres (ex. 69550).",
  cityRequired: "Indiquez la ville.",
  timeInvalid: "Heure invalide : format HH:MM (ex. 07:30).",
  opensRequired: "Indiquez l'heure d'ouverture.",
  closesRequired: "Indiquez l'heure de fermeture.",
  closesBeforeOpens: "L'heure de fermeture doit être après l'heure d'ouverture.",
  rangesOverlap: "Cette plage chevauche la précédente : commencez-la après sa fermeture.",
  tooManyRanges: `Au plus ${LIMITS.rangesPerDay} plages par jour.`,
  dateInvalid: "Date invalide (ex. 24/12/2026).",
  fromRequired: "Indiquez la date de début.",
  toRequired: "Indiquez la date de fin.",
  toBeforeFrom: "La date de fin ne peut pas précéder la date de début.",
  closureLabelRequired: "Indiquez un libellé (ex. Congés d'été).",
  tooManyClosures: `Au plus ${LIMITS.closures} fermetures : supprimez les plus anciennes.`,
  regionRequired: "Indiquez la région (ex. Auvergne-Rhône-Alpes).",
  citiesRequired: "Indiquez au moins une ville, une par ligne.",
  tooManyCities: `Au plus ${LIMITS.cities} villes.`,
  radiusInvalid: "Rayon invalide : un nombre entier de kilomètres, de 1 à 1000.",
  centerRequired: "Indiquez la ville au centre de la zone.",
  registrationRequired: "Indiquez le numéro d'immatriculation (ex. RCS Lyon 123 456 789).",
  registryCourtRequired: "Indiquez le greffe d'immatriculation.",
  hostNameRequired: "Indiquez le nom de l'hébergeur.",
  hostAddressRequired: "Indiquez l'adresse de l'hébergeur.",
  socialLinkInvalid: (line: number) => `Lien invalide ligne ${line} : une adresse complète commençant par https://.`,
  tooManySocialLinks: `Au plus ${LIMITS.socialLinks} liens.`,
  tooLong: `${LIMITS.text} caractères au plus.`,
  invalidForm: "Certains champs sont à corriger : rien n'a été enregistré.",
} as const;

const M = SETTINGS_MESSAGES;

// ─── phone, time, date ──────────────────────────────────────────────────────

/** A French number written as five pairs of digits separated by spaces, or null when it is not one (spaces, dots, dashes and a +33 or 0033 prefix accepted). */
export function normalizeFrenchPhone(value: string): string | null {
  let digits = value.replace(/[\s.\-()\u00a0\u202f]/g, "");
  if (digits.startsWith("+33")) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith("0033")) digits = `0${digits.slice(4)}`;
  if (!/^0[1-9]\d{8}$/.test(digits)) return null;
  return digits.replace(/(\d{2})(?=\d)/g, "$1 ");
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'HH:MM' (a browser's time field also sends 'HH:MM:SS' when seconds are shown: they are dropped). */
function normalizeTime(value: string): string | null {
  const v = value.trim().replace(/h/i, ":").replace(/^(\d):/, "0$1:");
  const short = /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : v;
  return TIME.test(short) ? short : null;
}

function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");

// ─── draft <-> form, draft <-> settings ─────────────────────────────────────

const TEXT_FIELDS = [
  "name",
  "legalName",
  "phone",
  "emergencyPhone",
  "email",
  "street",
  "postalCode",
  "city",
  "serviceRegion",
  "serviceCities",
  "radiusKm",
  "radiusCenter",
  "registrationNumber",
  "registryCourt",
  "hostName",
  "hostAddress",
  "socialLinks",
] as const satisfies readonly (keyof SettingsDraft)[];

function emptyWeek(): Record<WeekDay, TimeRange[]> {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

/** Rows posted as 'prefix.INDEX.key', in index order (at most `max`). */
function rowsOf<K extends string>(form: URLSearchParams, prefix: string, keys: readonly K[], max: number): Record<K, string>[] {
  const rows = new Map<number, Record<K, string>>();
  const pattern = new RegExp(`^${prefix.replace(/\./g, "\\.")}\\.(\\d{1,3})\\.(${keys.join("|")})$`);
  for (const [name, value] of form) {
    const m = pattern.exec(name);
    if (!m) continue;
    const index = Number(m[1]);
    const row = rows.get(index) ?? (Object.fromEntries(keys.map((k) => [k, ""])) as Record<K, string>);
    row[m[2] as K] = value.slice(0, 500);
    rows.set(index, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, max)
    .map(([, row]) => row);
}

/** What the form posted, as typed. */
export function draftFromForm(form: FormData | URLSearchParams): SettingsDraft {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, (params.get(f) ?? "").slice(0, 5000)])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const hours = emptyWeek();
  for (const day of WEEK_DAYS) hours[day] = rowsOf(params, `hours.${day}`, ["opens", "closes"], LIMITS.rangesPerDay + 1);
  const closures = rowsOf(params, "closures", ["from", "to", "label"], LIMITS.closures + 1);
  return { ...text, hours, closures };
}

export function draftFromSettings(s: BusinessSettings): SettingsDraft {
  return {
    name: s.name,
    legalName: s.legalName,
    phone: s.phone,
    emergencyPhone: s.emergencyPhone,
    email: s.email,
    street: s.address.street,
    postalCode: s.address.postalCode,
    city: s.address.city,
    hours: Object.fromEntries(WEEK_DAYS.map((d) => [d, s.weeklyHours[d].map((r) => ({ ...r }))])) as Record<WeekDay, TimeRange[]>,
    closures: s.closures.map((c) => ({ ...c })),
    serviceRegion: s.serviceArea.region,
    serviceCities: s.serviceArea.cities.join("\n"),
    radiusKm: String(s.serviceArea.radiusKm),
    radiusCenter: s.serviceArea.center,
    registrationNumber: s.registrationNumber,
    registryCourt: s.registryCourt,
    hostName: s.hosting.name,
    hostAddress: s.hosting.address,
    socialLinks: s.socialLinks.join("\n"),
  };
}

/** A row where nothing was typed is no row (the form offers empty rows to fill). */
const isBlankRow = (row: Record<string, string>) => Object.values(row).every((v) => v.trim() === "");

export type ValidationResult = { ok: true; settings: BusinessSettings } | { ok: false; errors: SettingsErrors };

/** The rules of every field; the settings to store, or a French message per wrong field. */
export function validateDraft(draft: SettingsDraft): ValidationResult {
  const errors: SettingsErrors = {};
  const required = (field: keyof SettingsDraft, message: string): string => {
    const value = String(draft[field]).trim();
    if (value === "") errors[field] = message;
    else if (value.length > LIMITS.text) errors[field] = M.tooLong;
    return value;
  };

  const name = required("name", M.nameRequired);
  const legalName = required("legalName", M.legalNameRequired);
  const phone = normalizeFrenchPhone(draft.phone);
  if (!phone) errors.phone = M.phoneInvalid;
  const emergencyTyped = draft.emergencyPhone.trim();
  const emergencyPhone = emergencyTyped === "" ? "" : normalizeFrenchPhone(emergencyTyped);
  if (emergencyPhone === null) errors.emergencyPhone = M.emergencyPhoneInvalid;
  const email = draft.email.trim();
  if (!/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[a-z]{2,}$/i.test(email) || email.length > LIMITS.text) errors.email = M.emailInvalid;
  const street = required("street", M.streetRequired);
  const postalCode = draft.postalCode.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{5}$/.test(postalCode)) errors.postalCode = M.postalCodeInvalid;
  const city = required("city", M.cityRequired);

  const weeklyHours = emptyWeek();
  for (const day of WEEK_DAYS) {
    const rows = draft.hours[day].filter((r) => !isBlankRow({ ...r }));
    if (rows.length > LIMITS.rangesPerDay) errors[`hours.${day}`] = M.tooManyRanges;
    const checked: { index: number; range: TimeRange }[] = [];
    draft.hours[day].forEach((row, index) => {
      if (isBlankRow({ ...row })) return;
      const field = `hours.${day}.${index}`;
      const opens = row.opens.trim() === "" ? null : normalizeTime(row.opens);
      const closes = row.closes.trim() === "" ? null : normalizeTime(row.closes);
      if (row.opens.trim() === "") errors[`${field}.opens`] = M.opensRequired;
      else if (!opens) errors[`${field}.opens`] = M.timeInvalid;
      if (row.closes.trim() === "") errors[`${field}.closes`] = M.closesRequired;
      else if (!closes) errors[`${field}.closes`] = M.timeInvalid;
      if (!opens || !closes) return;
      if (minutesOfDay(closes) <= minutesOfDay(opens)) {
        errors[`${field}.closes`] = M.closesBeforeOpens;
        return;
      }
      checked.push({ index, range: { opens, closes } });
    });
    checked.sort((a, b) => minutesOfDay(a.range.opens) - minutesOfDay(b.range.opens));
    for (let i = 1; i < checked.length; i++) {
      const previous = checked[i - 1]!.range;
      const current = checked[i]!;
      if (minutesOfDay(current.range.opens) < minutesOfDay(previous.closes)) errors[`hours.${day}.${current.index}.opens`] = M.rangesOverlap;
    }
    weeklyHours[day] = checked.map((c) => c.range);
  }

  const closures: Closure[] = [];
  if (draft.closures.filter((c) => !isBlankRow({ ...c })).length > LIMITS.closures) errors.closures = M.tooManyClosures;
  draft.closures.forEach((row, index) => {
    if (isBlankRow({ ...row })) return;
    const field = `closures.${index}`;
    const from = row.from.trim();
    const to = row.to.trim();
    const label = row.label.trim();
    if (from === "") errors[`${field}.from`] = M.fromRequired;
    else if (!isCalendarDate(from)) errors[`${field}.from`] = M.dateInvalid;
    if (to === "") errors[`${field}.to`] = M.toRequired;
    else if (!isCalendarDate(to)) errors[`${field}.to`] = M.dateInvalid;
    else if (isCalendarDate(from) && to < from) errors[`${field}.to`] = M.toBeforeFrom;
    if (label === "") errors[`${field}.label`] = M.closureLabelRequired;
    else if (label.length > LIMITS.text) errors[`${field}.label`] = M.tooLong;
    closures.push({ from, to, label });
  });
  closures.sort((a, b) => a.from.localeCompare(b.from));

  const region = required("serviceRegion", M.regionRequired);
  const cities = [...new Set(lines(draft.serviceCities))];
  if (cities.length === 0) errors.serviceCities = M.citiesRequired;
  else if (cities.length > LIMITS.cities) errors.serviceCities = M.tooManyCities;
  else if (cities.some((c) => c.length > LIMITS.text)) errors.serviceCities = M.tooLong;
  const radiusText = draft.radiusKm.trim();
  const radiusKm = Number(radiusText);
  if (!/^\d{1,4}$/.test(radiusText) || radiusKm < 1 || radiusKm > 1000) errors.radiusKm = M.radiusInvalid;
  const center = required("radiusCenter", M.centerRequired);

  const registrationNumber = required("registrationNumber", M.registrationRequired);
  const registryCourt = required("registryCourt", M.registryCourtRequired);
  const hostName = required("hostName", M.hostNameRequired);
  const hostAddress = required("hostAddress", M.hostAddressRequired);

  const socialLines = draft.socialLinks.split(/\r?\n/).map((l) => l.trim());
  const socialLinks: string[] = [];
  socialLines.forEach((link, index) => {
    if (link === "" || errors.socialLinks) return;
    if (!isHttpsUrl(link)) errors.socialLinks = M.socialLinkInvalid(index + 1);
    else socialLinks.push(link);
  });
  if (!errors.socialLinks && socialLinks.length > LIMITS.socialLinks) errors.socialLinks = M.tooManySocialLinks;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      name,
      legalName,
      phone: phone!,
      emergencyPhone: emergencyPhone ?? "",
      email,
      address: { street, postalCode, city },
      weeklyHours,
      closures,
      serviceArea: { region, cities, radiusKm, center },
      registrationNumber,
      registryCourt,
      hosting: { name: hostName, address: hostAddress },
      socialLinks: [...new Set(socialLinks)],
    },
  };
}

function isHttpsUrl(value: string): boolean {
  if (value.length > 500 || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
}

/**
 * Stored JSON back into settings, checked against the same rules as the form:
 * null when it does not pass (the caller falls back to the environment's values).
 */
export function parseStoredSettings(json: unknown): BusinessSettings | null {
  try {
    const value = typeof json === "string" ? (JSON.parse(json) as unknown) : json;
    if (!isRecord(value)) return null;
    const s = value;
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
    const address = rec(s.address);
    const area = rec(s.serviceArea);
    const hosting = rec(s.hosting);
    const week = rec(s.weeklyHours);
    const ranges = (v: unknown): TimeRange[] =>
      Array.isArray(v) ? v.filter(isRecord).map((r) => ({ opens: str(r.opens), closes: str(r.closes) })) : [];
    const draft: SettingsDraft = {
      name: str(s.name),
      legalName: str(s.legalName),
      phone: str(s.phone),
      emergencyPhone: str(s.emergencyPhone),
      email: str(s.email),
      street: str(address.street),
      postalCode: str(address.postalCode),
      city: str(address.city),
      hours: Object.fromEntries(WEEK_DAYS.map((d) => [d, ranges(week[d])])) as Record<WeekDay, TimeRange[]>,
      closures: Array.isArray(s.closures) ? s.closures.filter(isRecord).map((c) => ({ from: str(c.from), to: str(c.to), label: str(c.label) })) : [],
      serviceRegion: str(area.region),
      serviceCities: Array.isArray(area.cities) ? area.cities.map(str).join("\n") : "",
      radiusKm: typeof area.radiusKm === "number" ? String(area.radiusKm) : "",
      radiusCenter: str(area.center),
      registrationNumber: str(s.registrationNumber),
      registryCourt: str(s.registryCourt),
      hostName: str(hosting.name),
      hostAddress: str(hosting.address),
      socialLinks: Array.isArray(s.socialLinks) ? s.socialLinks.map(str).join("\n") : "",
    };
    const result = validateDraft(draft);
    return result.ok ? result.settings : null;
  } catch {
    return null;
  }
}

// ─── settings <-> SiteConfig ────────────────────────────────────────────────

/** The settings a site configuration amounts to (the environment's, before the owner ever saved). */
export function settingsFromSite(site: SiteConfig): BusinessSettings {
  const weeklyHours = emptyWeek();
  for (const h of site.openingHours) {
    for (const day of WEEK_DAYS) if (h.dayOfWeek.includes(SCHEMA_DAYS[day])) weeklyHours[day].push({ opens: h.opens, closes: h.closes });
  }
  for (const day of WEEK_DAYS) weeklyHours[day].sort((a, b) => minutesOfDay(a.opens) - minutesOfDay(b.opens));
  return {
    name: site.name,
    legalName: site.legalName,
    phone: site.phone,
    emergencyPhone: site.emergencyPhone ?? "",
    email: site.email,
    address: { street: site.address.street, postalCode: site.address.postalCode, city: site.address.city },
    weeklyHours,
    closures: site.closures.map((c) => ({ ...c })),
    serviceArea: { region: site.serviceArea, cities: [...site.serviceCities], radiusKm: site.serviceRadius.km, center: site.serviceRadius.center },
    registrationNumber: site.registrationNumber,
    registryCourt: site.registryCourt,
    hosting: { ...site.hosting },
    socialLinks: [...site.socialLinks],
  };
}

/** The site configuration with the owner's settings over it (URL, logo, legal form… stay the environment's). */
export function applyBusinessSettings(base: SiteConfig, s: BusinessSettings): SiteConfig {
  return {
    ...base,
    name: s.name,
    legalName: s.legalName,
    phone: s.phone,
    emergencyPhone: s.emergencyPhone === "" ? null : s.emergencyPhone,
    email: s.email,
    address: { ...base.address, ...s.address },
    openingHours: openingHoursFromWeek(s.weeklyHours),
    closures: s.closures,
    serviceArea: s.serviceArea.region,
    serviceCities: s.serviceArea.cities,
    serviceRadius: { km: s.serviceArea.radiusKm, center: s.serviceArea.center },
    registrationNumber: s.registrationNumber,
    registryCourt: s.registryCourt,
    hosting: s.hosting,
    socialLinks: s.socialLinks,
  };
}

/**
 * The week as `OpeningHours` lines: days with the same ranges together
 * ('Lundi - Vendredi' 07:00-18:00, 'Samedi' 08:00-12:00), one line per range.
 */
export function openingHoursFromWeek(week: Record<WeekDay, readonly TimeRange[]>): OpeningHours[] {
  const groups = new Map<string, number[]>();
  WEEK_DAYS.forEach((day, index) => {
    const ranges = week[day];
    if (ranges.length === 0) return;
    const key = ranges.map((r) => `${r.opens}-${r.closes}`).join(",");
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const result: OpeningHours[] = [];
  for (const indexes of groups.values()) {
    const days = indexes.map((i) => WEEK_DAYS[i]!);
    const label = daysLabel(indexes);
    for (const range of week[days[0]!]) {
      result.push({ days: label, dayOfWeek: days.map((d) => SCHEMA_DAYS[d]), opens: range.opens, closes: range.closes });
    }
  }
  return result;
}

/** 'Lundi - Vendredi', 'Samedi', 'Lundi, Mercredi', 'Lundi - Mercredi, Vendredi'. */
function daysLabel(indexes: readonly number[]): string {
  const runs: number[][] = [];
  for (const i of indexes) {
    const last = runs.at(-1);
    if (last && last.at(-1) === i - 1) last.push(i);
    else runs.push([i]);
  }
  const name = (i: number) => DAY_LABELS[WEEK_DAYS[i]!];
  return runs
    .map((run) => (run.length >= 3 ? `${name(run[0]!)} - ${name(run.at(-1)!)}` : run.map(name).join(", ")))
    .join(", ");
}

// ─── the form's row buttons (work without JavaScript) ───────────────────────

/**
 * What a submit button of the form asks: save, or add / remove a row and show
 * the form again ('add-range:monday', 'remove-range:monday:1', 'add-closure',
 * 'remove-closure:2'). Rows are changed on the server so that the page works
 * without JavaScript.
 */
export type SettingsIntent =
  | { kind: "save" }
  | { kind: "add-range"; day: WeekDay }
  | { kind: "remove-range"; day: WeekDay; index: number }
  | { kind: "add-closure" }
  | { kind: "remove-closure"; index: number };

export function parseIntent(value: unknown): SettingsIntent {
  const [kind, a, b] = String(value ?? "save").split(":");
  const day = WEEK_DAYS.find((d) => d === a);
  if (kind === "add-range" && day) return { kind, day };
  if (kind === "remove-range" && day && /^\d{1,2}$/.test(b ?? "")) return { kind, day, index: Number(b) };
  if (kind === "add-closure") return { kind };
  if (kind === "remove-closure" && /^\d{1,3}$/.test(a ?? "")) return { kind, index: Number(a) };
  return { kind: "save" };
}

/** The draft with a row added or removed (the limits keep 'Ajouter' from growing it without end). */
export function applyRowIntent(draft: SettingsDraft, intent: Exclude<SettingsIntent, { kind: "save" }>): SettingsDraft {
  switch (intent.kind) {
    case "add-range": {
      const ranges = draft.hours[intent.day];
      if (ranges.length >= LIMITS.rangesPerDay) return draft;
      const last = ranges.at(-1);
      return { ...draft, hours: { ...draft.hours, [intent.day]: [...ranges, { opens: last ? "" : "08:00", closes: last ? "" : "12:00" }] } };
    }
    case "remove-range":
      return { ...draft, hours: { ...draft.hours, [intent.day]: draft.hours[intent.day].filter((_, i) => i !== intent.index) } };
    case "add-closure":
      if (draft.closures.length >= LIMITS.closures) return draft;
      return { ...draft, closures: [...draft.closures, { from: "", to: "", label: "" }] };
    case "remove-closure":
      return { ...draft, closures: draft.closures.filter((_, i) => i !== intent.index) };
  }
}
