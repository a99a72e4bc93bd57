/**
 * What erasing or exporting a person does to an e-mail about no request that names them
 * (docs/product.md#personal-data): one sent to them or answered to them goes whole; one that
 * names them among others (the morning digest, one line per request) keeps its other lines and
 * loses theirs: the line of each of their requests, the link to its page, and their address
 * wherever it appears. Their export quotes such an e-mail by the lines about them only: the
 * others it names are not theirs to read. Pure.
 */
import { isRecord } from "~/lib/is-record";

export const ERASED_REQUEST_LINE = "- (demande effacée à la demande de la personne)";
export const ERASED_ADDRESS = "(adresse effacée)";

export type MailErasure = { action: "delete" } | { action: "redact"; payload: string };

export interface PersonMentions {
  /** lower-cased, or null when they were found by phone */
  email: string | null;
  references: readonly string[];
  leadIds: readonly string[];
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** An address as a whole: jean@x.fr is not part of xjean@x.fr nor of jean@x.fr.example. */
export function emailPattern(email: string, flags = "i"): RegExp {
  return new RegExp(`(?<![\\w.+'-])${escapeRegExp(email)}(?![\\w-]|\\.\\w)`, flags);
}

/** Any of the person's references as a whole word: D-2026-0042 is not part of D-2026-00421. */
export function referencePattern(person: Pick<PersonMentions, "references">): RegExp | null {
  return person.references.length ? new RegExp(`(?<![\\w-])(?:${person.references.map(escapeRegExp).join("|")})(?!\\d)`) : null;
}

/** The lines of an e-mail's text that are about the person: a line of one of their requests, or with their address. */
export function linesAboutPerson(text: string, person: PersonMentions): string {
  const reference = referencePattern(person);
  return text
    .split("\n")
    .filter((line) => reference?.test(line) || (person.email !== null && emailPattern(person.email).test(line)))
    .join("\n");
}

function redactText(text: string, person: PersonMentions): string {
  const reference = referencePattern(person);
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    if (person.leadIds.some((id) => line.includes(id))) continue;
    lines.push(reference?.test(line) ? ERASED_REQUEST_LINE : line);
  }
  const redacted = lines.join("\n");
  return person.email ? redacted.replace(emailPattern(person.email, "gi"), ERASED_ADDRESS) : redacted;
}

export function eraseFromMail(payload: string, person: PersonMentions): MailErasure {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return { action: "delete" };
  }
  if (!isRecord(parsed)) return { action: "delete" };
  const addressedTo = [parsed.to, isRecord(parsed.replyTo) ? parsed.replyTo.address : null];
  if (person.email && addressedTo.some((address) => typeof address === "string" && address.trim().toLowerCase() === person.email))
    return { action: "delete" };
  const redacted: Record<string, unknown> = { ...parsed };
  for (const field of ["subject", "text", "html"] as const) {
    const value = parsed[field];
    if (typeof value === "string") redacted[field] = redactText(value, person);
  }
  return { action: "redact", payload: JSON.stringify(redacted) };
}
