/**
 * What the lead photos need in a running server: their files removed with
 * their request (deleteLead and the retention purge run the registered lead
 * cleanups), the notification's attachment source, and the sweep of what a
 * crash left (at start-up, then hourly). It lives with the requests, which
 * use the photos' feature: that feature does not import this one.
 */
import { registerLeadPhotoAttachments, removeLeadPhotos, sweepLeadPhotos } from "~/features/lead-photos/lead-photos.server";
import { logger } from "~/lib/logger.server";
import { registerLeadCleanup, type LeadCleanup } from "./retention.server";

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const cleanup: LeadCleanup = (leadId) => removeLeadPhotos(leadId);
let timer: NodeJS.Timeout | null = null;

/** Registers the cleanup and the attachment source (idempotent); what tests and scripts call too. */
export function registerLeadPhotos(): void {
  registerLeadCleanup(cleanup);
  registerLeadPhotoAttachments();
}

function sweep(): void {
  sweepLeadPhotos().catch((err: unknown) => logger.error({ err }, "lead photos: sweep failed"));
}

export function startLeadPhotos(): void {
  registerLeadPhotos();
  if (timer) return;
  sweep();
  timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
}

export function stopLeadPhotos(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
