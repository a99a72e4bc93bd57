import { randomUUID } from "node:crypto";
import { getEnv, type Env } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { enqueueMail as enqueueInOutbox, kickOutbox } from "~/features/leads/outbox.server";
import { logger } from "~/lib/logger.server";

/**
 * The one way the application sends an e-mail that is not a lead
 * notification: into the same outbox as the leads (stored first, delivered by
 * the outbox sender with retries), addressed to `to`.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** outbox kind, for the logs and the table ('password_reset'…) */
  kind?: string;
}

export function isMailConfigured(env: Env = getEnv()): boolean {
  return Boolean(env.SMTP_URL);
}

/** Queues one plain-text e-mail and asks the sender to deliver it now. */
export async function enqueueMail(mail: OutgoingMail): Promise<void> {
  const env = getEnv();
  const kind = mail.kind ?? "mail";
  const id = randomUUID();
  await enqueueInOutbox(getDb(), {
    kind,
    leadId: null,
    payload: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo ? { name: "", address: mail.replyTo } : null,
      messageId: `<${kind}-${id}@${new URL(env.SITE_URL).hostname}>`,
    },
  });
  kickOutbox();
  logger.info({ kind, to: mail.to }, "mail queued");
}
