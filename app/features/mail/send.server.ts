import nodemailer, { type Transporter } from "nodemailer";
import { getEnv, type Env } from "~/config/env.server";
import { logger } from "~/lib/logger.server";

/**
 * The one way the application sends an e-mail. For now it sends at once over
 * SMTP_URL; when the leads outbox lands (app/features/leads/outbox.server.ts)
 * this function is re-pointed to enqueue into it, and callers do not change.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export function isMailConfigured(env: Env = getEnv()): boolean {
  return Boolean(env.SMTP_URL);
}

export function mailFrom(env: Env = getEnv()): string {
  return env.MAIL_FROM ?? `"${env.SITE_NAME.replace(/"/g, "")}" <${env.SITE_EMAIL}>`;
}

let transport: { url: string; transporter: Transporter } | undefined;
function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

export class MailNotConfiguredError extends Error {
  override name = "MailNotConfiguredError";
  constructor() {
    super("SMTP_URL is not set: e-mails cannot be sent");
  }
}

/** Sends (later: queues) one plain-text e-mail. Throws MailNotConfiguredError without SMTP_URL. */
export async function enqueueMail(mail: OutgoingMail): Promise<void> {
  const env = getEnv();
  if (!env.SMTP_URL) throw new MailNotConfiguredError();
  await transporterFor(env.SMTP_URL).sendMail({
    from: mailFrom(env),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo,
  });
  logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
}
