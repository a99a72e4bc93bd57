/**
 * The submission endpoints of both lead forms (app/routes/api/contact.ts and
 * quote.ts): honeypot, server-side validation with the shared schema (the
 * only real gate), per-IP rate limit, then storage (a form with photos is
 * admitted before any byte of it is read); a repeat of a stored
 * submission (same idempotency key) gets the first answer. Answers JSON to fetch
 * (Accept: application/json) and, to a plain form POST, redirects back to the
 * page with a one-time form state (see form-state.server.ts).
 */
import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { getEnv } from "~/config/env.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { scheduleOf } from "~/lib/business-hours";
import { getDatabase } from "~/db/client.server";
import { systemClock, type Clock } from "~/lib/clock";
import { hitRateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { readBodyCapped } from "~/lib/read-body-capped";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { toastHeader } from "~/lib/toast.server";
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  LEAD_DEFAULT_PAGES,
  REDIRECT_FIELD,
  type LeadFormKind,
  type LeadFormState,
  type LeadSubmitResult,
} from "./form-state";
import { formStateCookies } from "./form-state.server";
import { findLeadSubmission, leadSubmissionKey } from "./idempotency.server";
import { readIdempotencyKey } from "./idempotency-key";
import { readAttribution } from "./attribution";
import { referenceOf, storeLead } from "./store-lead.server";
import { LEAD_MESSAGES } from "./copy";
import { LEAD_FIELD_MESSAGES } from "./field-messages";
import { UPLOAD_MESSAGES, UPLOAD_RETRY_AFTER_S, type AdmittedUpload } from "~/features/lead-photos/admission.server";
import { photoExtras, prepareLeadPhotos, type PreparedPhotos } from "~/features/lead-photos/lead-photos.server";
import { receiveLeadForm, type ReceivedForm } from "~/features/lead-photos/receive.server";
import { LEAD_PHOTOS_FIELD, maxPhotosFor, withChooseAgain } from "~/features/lead-photos/rules";
import { getLeadPhotoStorage } from "~/features/lead-photos/storage.server";
import { callbackFormSchema, contactFormSchema, fieldErrorsOf, quoteFormSchema, type LeadSubmission } from "./schemas";
import { callBackPromise } from "./callback-time";
import {
  admitLeadUpload,
  clientIpHash,
  leadsRateKey,
  LEADS_RATE_WINDOW_MS,
  type LeadRequestContext,
} from "./upload-admission.server";

export { LEADS_RATE_WINDOW_MS, type LeadRequestContext };

/** Far above any real form (5,000-character description included); a bigger body is refused unread. */
export const LEAD_BODY_MAX_BYTES = 64 * 1024;
/** Entries sent back to the page are cut here (the schema refuses more than 5,000 characters anyway). */
const ECHO_MAX_LENGTH = 6000;

export const LEAD_FIELDS: Record<LeadFormKind, readonly string[]> = {
  contact: ["prenom", "nom", "telephone", "email", "ville", "projet", "description"],
  quote: ["firstName", "lastName", "email", "phone", "address", "projectType", "surface", "description"],
  callback: ["nom", "telephone", "codePostal"],
};

export const BODY_TOO_LARGE_MESSAGE = "Votre demande est trop volumineuse. Raccourcissez la description et réessayez.";

class BodyTooLarge extends Error {}

/** The fields of a form body: `get(name)` like FormData's. */
interface FormFields {
  get(name: string): FormDataEntryValue | null;
}

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
}

/** Reads an urlencoded body (the forms' encoding without photos) of at most `max` bytes. */
async function readFormFields(request: Request, max: number): Promise<FormFields> {
  const bytes = await readBodyCapped(request, max);
  if (bytes === null) throw new BodyTooLarge();
  return new URLSearchParams(Buffer.from(bytes).toString("utf8"));
}

/**
 * Reads a multipart body (a form with its photos, docs/product.md#lead-photos),
 * streamed: the fields within `max` bytes, the photos to temporary files
 * within the process's budget, before the upload's deadline.
 */
async function readMultipartForm(
  form: LeadFormKind,
  request: Request,
  max: number,
  upload: AdmittedUpload,
): Promise<ReceivedForm> {
  const { tempDir, tempBytes } = getLeadPhotoStorage(getEnv());
  const received = await receiveLeadForm(request, {
    tempDir,
    tempBytes,
    signal: upload.signal,
    maxFieldBytes: max,
    maxPhotos: maxPhotosFor(form),
  });
  if (received.tooLarge) {
    await received.discard();
    throw new BodyTooLarge();
  }
  return received;
}

function wantsJson(request: Request): boolean {
  return /\bapplication\/json\b/.test(request.headers.get("accept") ?? "");
}

function entriesOf(form: LeadFormKind, formData: FormFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of LEAD_FIELDS[form]) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, ECHO_MAX_LENGTH);
  }
  return values;
}

function parseSubmission(
  form: LeadFormKind,
  values: Record<string, string>,
): { ok: true; submission: LeadSubmission } | { ok: false; errors: Record<string, string> } {
  if (form === "callback") {
    const result = callbackFormSchema.safeParse(values);
    return result.success
      ? { ok: true, submission: { form, values: result.data } }
      : { ok: false, errors: fieldErrorsOf(result.error) };
  }
  if (form === "contact") {
    const result = contactFormSchema.safeParse(values);
    return result.success
      ? { ok: true, submission: { form, values: result.data } }
      : { ok: false, errors: fieldErrorsOf(result.error) };
  }
  const result = quoteFormSchema.safeParse(values);
  return result.success
    ? { ok: true, submission: { form, values: result.data } }
    : { ok: false, errors: fieldErrorsOf(result.error) };
}

/**
 * Handles one POST of form A ('contact') or B ('quote'). The request is
 * committed before the answer says success; the e-mail follows on its own.
 */
export async function handleLeadSubmission(
  form: LeadFormKind,
  request: Request,
  context: LeadRequestContext | AppLoadContext | undefined,
  { clock = systemClock }: { clock?: Clock } = {},
): Promise<Response> {
  const json = wantsJson(request);
  const fallbackPage = LEAD_DEFAULT_PAGES[form];

  const respond = async (
    status: number,
    result: LeadSubmitResult,
    state: LeadFormState,
    redirectTo: string,
    extra?: HeadersInit,
  ) => {
    const headers = new Headers(extra);
    if (json) return Response.json(result, { status, headers });
    for (const cookie of await formStateCookies(state)) headers.append("Set-Cookie", cookie);
    if (state.status === "success") headers.append("Set-Cookie", await toastHeader("success", LEAD_MESSAGES.success));
    // With errors, no #fragment: browsers skip autofocus when the URL targets an element, and the
    // first field in error (autofocus) brings the form into view by itself.
    const location = state.status === "invalid" ? redirectTo.replace(/#.*$/, "") : redirectTo;
    return redirect(location, { status: 303, headers });
  };

  // A form with photos is admitted before any byte of it is read, or refused at once (docs/product.md#lead-photos).
  const admission = isMultipart(request) ? await admitLeadUpload(context, clock) : null;
  if (admission && !admission.admitted) {
    const { status, message, retryAfterS } = admission;
    return respond(status, { ok: false, errors: {}, message }, { form, status: "error", message }, fallbackPage, {
      "Retry-After": String(retryAfterS),
    });
  }
  try {
    return await receiveAndAnswer({ form, request, context, clock, json, respond, upload: admission?.upload ?? null });
  } finally {
    admission?.upload.finish();
  }
}

type ReceiveArgs = Omit<SubmissionArgs, "formData" | "received"> & { upload: AdmittedUpload | null };

async function receiveAndAnswer({ upload, ...args }: ReceiveArgs): Promise<Response> {
  const { form, request, respond } = args;
  const fallbackPage = LEAD_DEFAULT_PAGES[form];
  let formData: FormFields;
  let received: ReceivedForm | null = null;
  try {
    if (upload) {
      received = await readMultipartForm(form, request, LEAD_BODY_MAX_BYTES, upload);
      formData = received.fields;
    } else {
      formData = await readFormFields(request, LEAD_BODY_MAX_BYTES);
    }
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge;
    const message = tooLarge ? BODY_TOO_LARGE_MESSAGE : LEAD_MESSAGES.failure;
    return respond(tooLarge ? 413 : 400, { ok: false, errors: {}, message }, { form, status: "error", message }, fallbackPage);
  }

  if (received?.stopped) {
    // cut short: the deadline passed, or the temporary photo bytes' budget ran out (docs/decisions/032-upload-admission.md)
    const busy = received.stopped === "budget";
    const message = busy ? UPLOAD_MESSAGES.busy : UPLOAD_MESSAGES.tooSlow;
    logger.warn({ form, reason: received.stopped, photoBytes: received.photoBytes }, "lead with photos stopped while reading");
    return respond(
      busy ? 503 : 400,
      { ok: false, errors: {}, message },
      { form, status: "error", message, values: entriesOf(form, formData) },
      safeRedirectPath(formData.get(REDIRECT_FIELD), fallbackPage),
      busy ? { "Retry-After": String(UPLOAD_RETRY_AFTER_S) } : undefined,
    );
  }

  try {
    return await answerSubmission({ ...args, formData, received });
  } finally {
    // whatever was not stored (refused, repeated, failed) leaves no temporary file
    await received?.discard();
  }
}

interface SubmissionArgs {
  form: LeadFormKind;
  request: Request;
  context: LeadRequestContext | AppLoadContext | undefined;
  clock: Clock;
  json: boolean;
  formData: FormFields;
  received: ReceivedForm | null;
  respond: (
    status: number,
    result: LeadSubmitResult,
    state: LeadFormState,
    redirectTo: string,
    extra?: HeadersInit,
  ) => Promise<Response>;
}

async function answerSubmission({
  form,
  request,
  context,
  clock,
  json,
  formData,
  received,
  respond,
}: SubmissionArgs): Promise<Response> {
  const fallbackPage = LEAD_DEFAULT_PAGES[form];
  const redirectTo = safeRedirectPath(formData.get(REDIRECT_FIELD), fallbackPage);
  const values = entriesOf(form, formData);
  const honeypot = formData.get(HONEYPOT_FIELD);
  const spam = typeof honeypot === "string" && honeypot.trim() !== "";
  // an emergency call-back also says when the call comes (docs/product.md#emergency-callback)
  const callBack = form === "callback" ? { callBack: callBackPromise(scheduleOf(await loadBusinessSettings()), clock).text } : {};
  const success = (location = redirectTo, reference?: string | null) =>
    respond(
      200,
      { ok: true, message: LEAD_MESSAGES.success, ...(reference ? { reference } : {}), ...callBack },
      { form, status: "success", ...(reference ? { reference } : {}), ...callBack },
      location,
    );

  const parsed = parseSubmission(form, values);
  // A refused photo refuses the request, like a field in error: the visitor fixes it and sends again.
  // Without JavaScript the chosen files are gone when the page comes back: the message says so.
  const photoError = received?.refusal ? (json ? received.refusal : withChooseAgain(received.refusal)) : null;
  if (!parsed.ok || photoError) {
    // a bot that filled the honeypot learns nothing
    if (spam) return success();
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...(photoError ? { [LEAD_PHOTOS_FIELD]: photoError } : {}) };
    return respond(400, { ok: false, errors, message: null }, { form, status: "invalid", errors, values }, redirectTo);
  }

  const keyField = readIdempotencyKey(formData.get(IDEMPOTENCY_FIELD));
  if (!keyField.ok) {
    if (spam) return success();
    const message = LEAD_FIELD_MESSAGES.invalidForm;
    return respond(400, { ok: false, errors: {}, message }, { form, status: "error", message, values }, redirectTo);
  }

  const env = getEnv();
  const ipHash = clientIpHash(context, env.AUTH_SECRET);
  const key = leadSubmissionKey({ submission: parsed.submission, clientKey: keyField.key, ipHash });
  const db = getDatabase().db;
  // A repeat of a stored submission gets the first one's answer (its reference too): nothing stored, nothing mailed, not counted.
  const replay = async (first: { id: string; redirectTo: string; reference?: string }) => {
    logger.info({ leadId: first.id, form }, "lead already stored: repeat answered with the first result");
    return success(first.redirectTo, first.reference ?? (await referenceOf(db, first.id)));
  };
  const sourcePath = new URL(redirectTo, "http://site.invalid").pathname;
  // where the visit came from: the hidden fields, else this page and an external Referer
  const attribution = readAttribution((name) => formData.get(name), {
    sourcePath,
    refererHeader: request.headers.get("referer"),
    ownHost: new URL(env.SITE_URL).host,
  });
  const rateKey = leadsRateKey(ipHash);
  let reference: string;
  let prepared: PreparedPhotos | null = null;
  try {
    const first = await findLeadSubmission(db, key, clock);
    if (first) return replay({ id: first.leadId, redirectTo: first.redirectTo });
    const limit = await hitRateLimit(rateKey, env.RATE_LIMIT_LEADS_PER_HOUR, LEADS_RATE_WINDOW_MS, { now: clock() });
    if (!limit.allowed) {
      if (spam) return success();
      // its twin, sent at the same time, may have been stored meanwhile
      const twin = await findLeadSubmission(db, key, clock);
      if (twin) return replay({ id: twin.leadId, redirectTo: twin.redirectTo });
      logger.warn({ form, ipHash }, "lead refused: rate limit reached");
      return respond(
        429,
        { ok: false, errors: {}, message: LEAD_MESSAGES.rateLimited },
        { form, status: "error", message: LEAD_MESSAGES.rateLimited, values },
        redirectTo,
        { "Retry-After": String(limit.retryAfterS) },
      );
    }
    // photos are re-encoded and stored only now (valid, not a repeat, within the rate limit; never for spam)
    const photos = received && received.photos.length > 0 && !spam ? received.photos : [];
    prepared = photos.length > 0 ? await prepareLeadPhotos(photos) : null;
    const stored = await storeLead(
      {
        submission: parsed.submission,
        ipHash,
        userAgent: request.headers.get("user-agent"),
        sourcePath,
        spam,
        idempotency: { key, redirectTo },
        attribution,
        urgent: form === "callback",
        ...(prepared ? { extras: photoExtras(prepared, photos.length) } : {}),
      },
      db,
      clock,
    );
    if (stored.replayed) {
      await prepared?.undo();
      await refundRateLimit(rateKey);
      return replay(stored);
    }
    logger.info({ leadId: stored.id, form, spam }, "lead stored");
    reference = stored.reference;
  } catch (error) {
    await prepared?.undo().catch((err: unknown) => logger.error({ err }, "photos of a request not stored could not be removed"));
    logger.error({ err: error, form }, "lead could not be stored");
    return respond(
      500,
      { ok: false, errors: {}, message: LEAD_MESSAGES.failure },
      { form, status: "error", message: LEAD_MESSAGES.failure, values },
      redirectTo,
    );
  }
  return success(redirectTo, reference);
}
