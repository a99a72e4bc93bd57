/**
 * A message whose recipient the SMTP server refused for good (a 5xx answer
 * to RCPT TO: unknown mailbox, domain without mail…). The sender fails it at
 * once, without retries, and records why in `last_error` in a form this
 * module recognises. Pure: the admin's pages may use it in the browser.
 */

const MARK = "destinataire refusé";

/** The `last_error` of a permanent refusal: 'SMTP 550: destinataire refusé — 5.1.1 <x@y>: User unknown'. */
export function recipientRefusalError(responseCode: number, response: string): string {
  const detail = response
    .replace(/^\d{3}[ -]?/, "")
    .replace(/\s+/g, " ")
    .trim();
  return `SMTP ${responseCode}: ${MARK}${detail ? ` — ${detail}` : ""}`;
}

/** Whether an outbox row failed for good because its recipient was refused (the address does not exist). */
export function isPermanentRecipientRefusal(row: { status: string; last_error: string | null }): boolean {
  return row.status === "failed" && row.last_error !== null && new RegExp(`^SMTP 5\\d\\d: ${MARK}`).test(row.last_error);
}

interface SmtpRecipientError {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/**
 * The refusal in a nodemailer error, or null: every recipient refused at
 * RCPT TO (error.code 'EENVELOPE') with a permanent (5xx) answer. A 4xx
 * answer, a refused sender or a lost connection is not one: those are retried.
 */
export function permanentRecipientRefusalOf(error: unknown): { responseCode: number; response: string } | null {
  if (!error || typeof error !== "object") return null;
  const e = error as SmtpRecipientError & { rejectedErrors?: unknown };
  if (e.code !== "EENVELOPE" || e.command !== "RCPT TO") return null;
  const refusals =
    Array.isArray(e.rejectedErrors) && e.rejectedErrors.length > 0 ? (e.rejectedErrors as SmtpRecipientError[]) : [e];
  const permanent = refusals.every((r) => typeof r.responseCode === "number" && r.responseCode >= 500 && r.responseCode < 600);
  if (!permanent) return null;
  const first = refusals[0]!;
  return { responseCode: first.responseCode as number, response: typeof first.response === "string" ? first.response : "" };
}
