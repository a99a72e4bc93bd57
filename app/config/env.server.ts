import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { isEmailAddress, normalizeEmailAddress } from "~/lib/email-address";
import { formPrivacyNotice } from "~/content/privacy";
import { isPhoneNumber } from "~/lib/phone-number";
import { DEFAULT_SITE, type SiteConfig } from "./site";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = (protocols: RegExp) =>
  optionalString.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: "must be a valid URL",
  });
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

/**
 * Which proxies in front may say who the client is (Express's 'trust proxy'):
 * false, a number of hops, or proxy addresses. `true` would take the leftmost
 * X-Forwarded-For, which the client writes itself behind any proxy that
 * appends to the header (nginx, load balancers): refused.
 */
export type TrustProxy = false | number | string[];

/** Names Express knows for address ranges (proxy-addr). */
const TRUST_PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** More proxies than any real chain has (CDN, load balancer, nginx): a larger count lets the client write its own address. */
export const TRUST_PROXY_MAX_HOPS = 5;

/** The widest range believed: a shorter prefix (0.0.0.0/0, ::/1…) would take in a large part of the internet. */
const TRUST_PROXY_MIN_PREFIX = 8;

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) >= TRUST_PROXY_MIN_PREFIX && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .trim()
  .default("false")
  .transform((value, ctx): TrustProxy => {
    if (value === "" || value === "false") return false;
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "'true' would let any client choose its address through X-Forwarded-For; set the number of proxies in front of the server (1 behind nginx) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > TRUST_PROXY_MAX_HOPS) {
        ctx.addIssue({
          code: "custom",
          message: `${hops} proxies is more than any real chain (at most ${TRUST_PROXY_MAX_HOPS}); a count larger than the proxies really in front lets any client choose its address through X-Forwarded-For`,
        });
        return z.NEVER;
      }
      return hops === 0 ? false : hops;
    }
    const entries = value.split(",").map((e) => e.trim());
    const wrong = entries.filter((e) => !isProxyAddress(e));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be a number of proxies (e.g. 1) or comma-separated proxy addresses or ranges of at least /${TRUST_PROXY_MIN_PREFIX} (e.g. 127.0.0.1, 10.0.0.0/8, loopback); not understood: ${wrong.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  SITE_URL: optionalUrl(/^https?:$/),
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  SMTP_URL: optionalUrl(/^smtps?:$/),
  MAIL_FROM: optionalString,
  LEADS_TO: optionalString.refine((v) => v === undefined || isEmailAddress(v), {
    message: "must be an e-mail address",
  }),

  LEADS_ESCALATE_TO: optionalString.refine((v) => v === undefined || isEmailAddress(v), {
    message: "must be an e-mail address",
  }),
  LEAD_ACKNOWLEDGEMENT: z.enum(["on", "off"]).default("on"),
  /** acknowledgements sent per hour in all, whatever the addresses (docs/product.md#lead-acknowledgement) */
  LEAD_ACKNOWLEDGEMENTS_PER_HOUR: positiveInt.default(30),
  LEAD_REMINDER_MINUTES: positiveInt.default(30),
  LEAD_RETENTION_MONTHS: positiveInt.default(36),
  LEAD_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** temporary bytes of photos being received, all uploads together (docs/decisions/032-upload-admission.md) */
  LEAD_PHOTOS_TMP_BUDGET_MB: positiveInt.default(256),
  /** time allowed to receive a form with its photos (docs/decisions/032-upload-admission.md) */
  LEAD_PHOTOS_UPLOAD_TIMEOUT_S: positiveInt.default(120),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,

  AI_BASE_URL: optionalUrl(/^https?:$/),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: positiveInt.default(90_000),
  AI_MAX_OUTPUT_TOKENS: positiveInt.default(4096),
  AI_RATE_LIMIT_PER_HOUR: positiveInt.default(20),
  /** the model reads images: 'Suggérer' sends it the picture (docs/decisions/024-alt-text-suggestions.md) */
  AI_VISION: z.enum(["on", "off"]).default("off"),

  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl(/^https?:$/),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl(/^https?:$/),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).default("true"),

  RATE_LIMIT_LEADS_PER_HOUR: positiveInt.default(10),
  RATE_LIMIT_SIGNIN_PER_MINUTE: positiveInt.default(5),

  GA_MEASUREMENT_ID: optionalString.refine((v) => v === undefined || /^G-[A-Z0-9]+$/.test(v), {
    message: "must look like G-XXXXXXX",
  }),
  GOOGLE_ADS_ID: optionalString.refine((v) => v === undefined || /^AW-\d+$/.test(v), {
    message: "must look like AW-123456789",
  }),
  GOOGLE_ADS_CONVERSION_LABEL: optionalString,

  SITE_NAME: z.string().trim().min(1).default(DEFAULT_SITE.name),
  SITE_LEGAL_NAME: z.string().trim().min(1).default(DEFAULT_SITE.legalName),
  SITE_PHONE: z
    .string()
    .trim()
    .refine(
      isPhoneNumber,
      "must be a phone number: 10 digits starting with 0, or + (or 00) and the country code; spaces, dots, dashes allowed",
    )
    .default(DEFAULT_SITE.phone),
  SITE_EMAIL: z
    .string()
    .overwrite(normalizeEmailAddress)
    .refine(isEmailAddress, "must be an e-mail address")
    .default(DEFAULT_SITE.email),
  SITE_STREET: z.string().trim().min(1).default(DEFAULT_SITE.address.street),
  SITE_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/, "must be a 5-digit postal code")
    .default(DEFAULT_SITE.address.postalCode),
  SITE_CITY: z.string().trim().min(1).default(DEFAULT_SITE.address.city),
  SITE_REGISTRATION_NUMBER: z.string().trim().min(1).default(DEFAULT_SITE.registrationNumber),
  SITE_HOST_NAME: z.string().trim().min(1).default(DEFAULT_SITE.hosting.name),
  SITE_HOST_ADDRESS: z.string().trim().min(1).default(DEFAULT_SITE.hosting.address),
  SITE_SERVICE_AREA: z.string().trim().min(1).default(DEFAULT_SITE.serviceArea),
  SITE_LOGO_URL: z.string().trim().min(1).default(DEFAULT_SITE.logoUrl),
});

export type Env = z.infer<typeof envSchema> & {
  SITE_URL: string;
  AUTH_SECRET: string;
  DATA_DIR: string;
  isProduction: boolean;
  trustProxy: TrustProxy;
};

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates the environment; the message names every wrong variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    SITE_URL: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    AUTH_SECRET: raw.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    isProduction: raw.NODE_ENV === "production",
    trustProxy: raw.TRUST_PROXY,
  };
}

/** A random secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
    return secret;
  } catch {
    // another process created it first
    return readFileSync(file, "utf8").trim();
  }
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
/** Tests start servers with other environments in the same process. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/**
 * The business identity from the environment alone: the first-boot defaults.
 * Once the owner saves the 'Réglages' page the saved values win: read the
 * site through `loadBusinessSettings()` (features/business-settings).
 */
export function siteConfigFromEnv(env: Env): SiteConfig {
  return {
    ...DEFAULT_SITE,
    name: env.SITE_NAME,
    legalName: env.SITE_LEGAL_NAME,
    phone: env.SITE_PHONE,
    email: env.SITE_EMAIL,
    address: {
      ...DEFAULT_SITE.address,
      street: env.SITE_STREET,
      postalCode: env.SITE_POSTAL_CODE,
      city: env.SITE_CITY,
    },
    registrationNumber: env.SITE_REGISTRATION_NUMBER,
    hosting: { name: env.SITE_HOST_NAME, address: env.SITE_HOST_ADDRESS },
    serviceArea: env.SITE_SERVICE_AREA,
    url: env.SITE_URL,
    logoUrl: env.SITE_LOGO_URL,
  };
}

/** What the browser may see: identity and analytics ids, nothing secret. */
export interface PublicConfig {
  site: SiteConfig;
  analytics: { gaId: string | null; adsId: string | null; adsConversionLabel: string | null };
  /** Where uploaded media are public when not under the site's /media/ (S3_PUBLIC_URL), for srcset building. */
  media: { publicBaseUrl: string | null };
  /**
   * Said under the lead forms: how long requests are kept (LEAD_RETENTION_MONTHS),
   * and the privacy notice built on it (docs/product.md#privacy-page), sent as text
   * so that its words stay out of the forms' JavaScript.
   */
  leads: { retentionMonths: number; privacyNotice: string };
}
export function publicConfig(env: Env = getEnv(), site: SiteConfig = siteConfigFromEnv(env)): PublicConfig {
  return {
    site,
    analytics: {
      gaId: env.GA_MEASUREMENT_ID ?? null,
      adsId: env.GOOGLE_ADS_ID ?? null,
      adsConversionLabel: env.GOOGLE_ADS_CONVERSION_LABEL ?? null,
    },
    media: { publicBaseUrl: env.S3_BUCKET && env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, "") : null },
    leads: {
      retentionMonths: env.LEAD_RETENTION_MONTHS,
      privacyNotice: formPrivacyNotice(site.legalName, env.LEAD_RETENTION_MONTHS),
    },
  };
}
