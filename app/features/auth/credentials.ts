/**
 * Administrator credentials rules, pure: used by the sign-in and account
 * forms, the administrators page and `npm run admin:create`.
 */
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress, normalizeEmailAddress } from "~/lib/email-address";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = EMAIL_ADDRESS_MAX_LENGTH;
export const ADMIN_NAME_MAX_LENGTH = 100;

export const CREDENTIAL_MESSAGES = {
  emailRequired: "L'email est requis",
  emailInvalid: "Adresse email invalide",
  passwordRequired: "Le mot de passe est requis",
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`,
  passwordNeedsMix: "Le mot de passe doit contenir au moins une lettre et au moins un chiffre ou un symbole",
  passwordRepetitive: "Le mot de passe est trop répétitif : utilisez des caractères plus variés",
  passwordCommon: "Ce mot de passe est trop courant : choisissez-en un autre",
  passwordContainsEmail: "Le mot de passe ne doit pas contenir votre adresse e-mail",
} as const;

/** Passwords that pass the length and mix rules but are among the first tried by attackers. */
const COMMON_PASSWORDS = new Set([
  "password123",
  "password1234",
  "motdepasse1",
  "motdepasse123",
  "azerty12345",
  "azertyuiop1",
  "qwertyuiop1",
  "1234567890a",
  "a1234567890",
  "administrateur1",
  "administrator1",
  "bienvenue123",
  "soleil12345",
  "welcome12345",
]);

/**
 * The address pattern better-auth itself checks at sign-in (zod's `z.email()`),
 * narrower than ours in its local part: an administrator's address must pass
 * it too, or that administrator could never sign in. Copied so that this
 * module stays free of zod: pages import its constants, and zod's e-mail
 * validator would otherwise join the public pages' shared chunk.
 */
const BETTER_AUTH_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An administrator's address as the accounts hold it: the product's normalising, in lower case. */
export function normaliseEmail(email: string): string {
  return normalizeEmailAddress(email).toLowerCase();
}

/** The first problem with an e-mail address, or null. */
export function emailProblem(email: string | null | undefined): string | null {
  const value = normaliseEmail(email ?? "");
  if (!value) return CREDENTIAL_MESSAGES.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH || !isEmailAddress(value) || !BETTER_AUTH_EMAIL_PATTERN.test(value)) {
    return CREDENTIAL_MESSAGES.emailInvalid;
  }
  return null;
}

/**
 * The first reason a new administrator password is too weak, or null.
 * At least 10 characters, a letter and a digit or symbol, at least 5
 * different characters, not a well-known password, not the e-mail's name.
 */
export function passwordProblem(password: string | null | undefined, options: { email?: string } = {}): string | null {
  const value = password ?? "";
  if (!value) return CREDENTIAL_MESSAGES.passwordRequired;
  if ([...value].length < PASSWORD_MIN_LENGTH) return CREDENTIAL_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return CREDENTIAL_MESSAGES.passwordTooLong;
  if (!/\p{L}/u.test(value) || !/[^\p{L}]/u.test(value)) return CREDENTIAL_MESSAGES.passwordNeedsMix;
  if (new Set(value.toLowerCase()).size < 5) return CREDENTIAL_MESSAGES.passwordRepetitive;
  if (COMMON_PASSWORDS.has(value.toLowerCase())) return CREDENTIAL_MESSAGES.passwordCommon;
  const localPart = normaliseEmail(options.email ?? "").split("@")[0] ?? "";
  if (localPart.length >= 4 && value.toLowerCase().includes(localPart)) return CREDENTIAL_MESSAGES.passwordContainsEmail;
  return null;
}

/** A full name for an administrator: trimmed, required, at most 100 characters. */
export function adminNameProblem(name: string | null | undefined): string | null {
  const value = (name ?? "").trim();
  if (!value) return "Le nom complet est requis";
  if (value.length > ADMIN_NAME_MAX_LENGTH) return `Le nom complet est trop long (${ADMIN_NAME_MAX_LENGTH} caractères au plus)`;
  return null;
}
