/**
 * Whether a form with photos may start being received, decided before any
 * byte of its body is read (docs/product.md#lead-photos,
 * docs/decisions/032-upload-admission.md): at most UPLOADS_PER_ADDRESS
 * uploads in progress per client address, and none while the budget of
 * temporary photo bytes has no room left for one photo at its largest (an
 * upload admitted with less would most likely be cut short by the budget
 * halfway). An admitted upload gets a deadline: its
 * signal aborts when the body has not arrived in time. Counted per process,
 * like the temporary folder it protects.
 */
import { LEAD_PHOTO_MAX_BYTES } from "./rules";
import type { TempBytesBudget } from "./temp-bytes.server";

export const UPLOADS_PER_ADDRESS = 2;
/** What a refused client is told to wait (Retry-After), as the message says. */
export const UPLOAD_RETRY_AFTER_S = 60;

export const UPLOAD_MESSAGES = {
  /** a third upload from one address, or the temporary bytes' budget used up */
  busy: "Trop d'envois en cours, réessayez dans une minute.",
  /** the body did not arrive before the deadline */
  tooSlow: "L'envoi des photos a pris trop de temps. Réessayez avec moins de photos, ou envoyez votre demande sans photo.",
} as const;

export interface UploadRefusal {
  /** 429: this address has enough uploads in progress; 503: the server's budget is used up */
  status: 429 | 503;
  reason: "address" | "budget";
}

export interface AdmittedUpload {
  /** aborts once the deadline has passed */
  readonly signal: AbortSignal;
  /** The upload is over (answered): its address's place is given back and its deadline stopped. Idempotent. */
  finish(): void;
}

const inProgress = new Map<string, number>();

/**
 * Admits an upload from `address` (the client's hashed address), or says why
 * not. An admitted upload must be finished (`finish()`) whatever happens.
 */
export function admitUpload(
  address: string,
  { tempBytes, deadlineMs }: { tempBytes: TempBytesBudget; deadlineMs: number },
): { admitted: true; upload: AdmittedUpload } | { admitted: false; refusal: UploadRefusal } {
  const current = inProgress.get(address) ?? 0;
  if (current >= UPLOADS_PER_ADDRESS) return { admitted: false, refusal: { status: 429, reason: "address" } };
  if (!tempBytes.hasRoomFor(Math.min(LEAD_PHOTO_MAX_BYTES, tempBytes.limitBytes)))
    return { admitted: false, refusal: { status: 503, reason: "budget" } };
  inProgress.set(address, current + 1);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), deadlineMs);
  timer.unref();
  let finished = false;
  return {
    admitted: true,
    upload: {
      signal: deadline.signal,
      finish() {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        const left = (inProgress.get(address) ?? 1) - 1;
        if (left > 0) inProgress.set(address, left);
        else inProgress.delete(address);
      },
    },
  };
}
