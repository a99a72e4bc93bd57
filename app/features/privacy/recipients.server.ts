/**
 * The services that receive visitors' data for the business, as this
 * installation is configured (docs/product.md#privacy-page): named by host
 * name only, never with the credentials a URL may carry.
 */
import type { Env } from "~/config/env.server";
import type { SiteConfig } from "~/config/site";
import { privacyRecipients, type PrivacyRecipient } from "~/content/privacy";

type RecipientsEnv = Pick<
  Env,
  "SMTP_URL" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "AI_BASE_URL" | "GA_MEASUREMENT_ID" | "GOOGLE_ADS_ID"
>;

const hostOf = (url: string) => new URL(url).hostname;

/** Whether the Google tags can load (only ever after consent). */
export function usesGoogleTags(env: Pick<Env, "GA_MEASUREMENT_ID" | "GOOGLE_ADS_ID">): boolean {
  return Boolean(env.GA_MEASUREMENT_ID || env.GOOGLE_ADS_ID);
}

/** The host, the mail server, the photo storage, the push services, Google and the AI service, each when in use. */
export function configuredRecipients(
  env: RecipientsEnv,
  site: Pick<SiteConfig, "hosting">,
  pushServices: readonly string[],
): PrivacyRecipient[] {
  const recipients = [privacyRecipients.hosting(site.hosting.name, site.hosting.address)];
  if (env.SMTP_URL) recipients.push(privacyRecipients.mail(hostOf(env.SMTP_URL)));
  if (env.S3_BUCKET)
    recipients.push(privacyRecipients.storage(env.S3_ENDPOINT ? hostOf(env.S3_ENDPOINT) : `s3.${env.S3_REGION}.amazonaws.com`));
  if (pushServices.length > 0) recipients.push(privacyRecipients.push(pushServices));
  if (usesGoogleTags(env)) recipients.push(privacyRecipients.google());
  if (env.AI_BASE_URL) recipients.push(privacyRecipients.ai(hostOf(env.AI_BASE_URL)));
  return recipients;
}
