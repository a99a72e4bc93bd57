/**
 * What a lead request is admitted on before its body is read: the client's
 * address (hashed) and its rate limit, and for a form with photos a place among
 * the uploads in progress (docs/decisions/032-upload-admission.md).
 */
import type { AppLoadContext } from "react-router";
import { getEnv } from "~/config/env.server";
import type { Clock } from "~/lib/clock";
import { hashClientIp, peekRateLimit } from "~/lib/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { admitUpload, UPLOAD_MESSAGES, UPLOAD_RETRY_AFTER_S, type AdmittedUpload } from "~/features/lead-photos/admission.server";
import { getLeadPhotoStorage } from "~/features/lead-photos/storage.server";
import { LEAD_MESSAGES } from "./copy";

export const LEADS_RATE_WINDOW_MS = 60 * 60 * 1000;

export interface LeadRequestContext {
  /** the client address as Express sees it (X-Forwarded-For honoured only with TRUST_PROXY) */
  clientIp?: string | null;
}

export function clientIpHash(context: LeadRequestContext | AppLoadContext | undefined, secret: string): string | null {
  return hashClientIp((context as LeadRequestContext | undefined)?.clientIp ?? null, secret);
}

export const leadsRateKey = (ipHash: string | null) => `leads:${ipHash ?? "unknown"}`;

type UploadAdmission =
  { admitted: true; upload: AdmittedUpload } | { admitted: false; status: 429 | 503; message: string; retryAfterS: number };

/**
 * Before a form with photos is read (docs/decisions/032-upload-admission.md):
 * the address's rate limit as it stands, without counting a hit (the hit is
 * counted once the form is read, as for a form without photos, so that the
 * visitor pays what he paid before), then a place among the uploads in
 * progress and in the temporary bytes' budget.
 */
export async function admitLeadUpload(
  context: LeadRequestContext | AppLoadContext | undefined,
  clock: Clock,
): Promise<UploadAdmission> {
  const env = getEnv();
  const ipHash = clientIpHash(context, env.AUTH_SECRET);
  try {
    const limit = await peekRateLimit(leadsRateKey(ipHash), env.RATE_LIMIT_LEADS_PER_HOUR, LEADS_RATE_WINDOW_MS, {
      now: clock(),
    });
    if (!limit.allowed) {
      logger.warn({ ipHash }, "lead with photos refused before reading: rate limit reached");
      return { admitted: false, status: 429, message: LEAD_MESSAGES.rateLimited, retryAfterS: limit.retryAfterS };
    }
  } catch (error) {
    // the hit after reading decides then
    logger.error({ err: error }, "lead rate limit could not be read before the photos");
  }
  const admission = admitUpload(ipHash ?? "unknown", {
    tempBytes: getLeadPhotoStorage(env).tempBytes,
    deadlineMs: env.LEAD_PHOTOS_UPLOAD_TIMEOUT_S * 1000,
  });
  if (admission.admitted) return admission;
  logger.warn(
    { ipHash, reason: admission.refusal.reason },
    "lead with photos refused before reading: too many uploads in progress",
  );
  return { admitted: false, status: admission.refusal.status, message: UPLOAD_MESSAGES.busy, retryAfterS: UPLOAD_RETRY_AFTER_S };
}
