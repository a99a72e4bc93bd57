import { useEffect, useRef, useState, type FormEvent } from "react";
import { loadPhotoKit } from "~/features/lead-photos/photo-field";
import { trackConversion } from "~/lib/analytics";
import { notify } from "~/lib/notify";
import { useRootData } from "~/lib/use-site";
import { LEAD_ENDPOINTS, type LeadFormKind, type LeadFormState, type LeadSubmitResult } from "./form-state";
import { LEAD_MESSAGES } from "./copy";
import type { validateLead } from "./validate";

export type LeadFormStatus = "idle" | "submitting" | "success" | "failure";

/** The conversion event (docs/product.md#analytics), sent to the Google tag on success (when configured and allowed). */
export const CONVERSION_EVENT = "contact_form_submit";

interface Options {
  kind: LeadFormKind;
  fields: readonly string[];
  /** the state a page received after a plain POST (no JavaScript), if it is this form's */
  initial: LeadFormState | null;
}

type Validate = typeof validateLead;
let validator: Promise<Validate> | null = null;

/**
 * The shared schema's check, loaded once on first need (a focus in a form
 * starts it). If it cannot be loaded, the form posts anyway: the server's
 * check is the real gate and answers with the same messages.
 */
function loadValidator(): Promise<Validate | null> {
  validator ??= import("./validate").then((module) => module.validateLead);
  return validator.catch(() => {
    validator = null;
    return null;
  });
}

function valuesOf(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * Focuses the first field (in the form's order) that has an error. The admin's forms share
 * app/lib/focus-first-error.ts; this copy keeps that module out of the public pages' scripts.
 */
function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/**
 * A lead form's states (docs/product.md#lead-form-states): idle → submitting ('Envoi en cours...') →
 * success (confirmation, form reset) or failure (message, entries kept).
 * Validates with the shared schema first, then posts with fetch: no reload,
 * and a failing or unreachable server cannot take the page down with it.
 * Without JavaScript the same form posts natively and `initial` carries the
 * outcome.
 */
export function useLeadForm({ kind, fields, initial }: Options) {
  const { analytics } = useRootData().config;
  const [status, setStatus] = useState<LeadFormStatus>(
    initial?.status === "success" ? "success" : initial?.status === "error" ? "failure" : "idle",
  );
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const [message, setMessage] = useState<string | null>(initial?.message ?? null);
  const [reference, setReference] = useState<string | null>(initial?.status === "success" ? (initial.reference ?? null) : null);
  // an emergency call-back's promise ('Notre astreinte vous rappelle dans les 30 minutes…')
  const [callBack, setCallBack] = useState<string | null>(initial?.status === "success" ? (initial.callBack ?? null) : null);
  // Remounting the fields with empty defaults is the reset (form.reset() would bring back a no-JS state's entries).
  const [defaults, setDefaults] = useState<Record<string, string>>(initial?.values ?? {});
  const [resetKey, setResetKey] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const submitting = useRef(false);

  // A plain POST that succeeded before JavaScript loaded still counts as a conversion.
  useEffect(() => {
    if (initial?.status === "success") trackConversion(CONVERSION_EVENT, analytics);
    // once, for the state the page was rendered with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (status === "success" || status === "failure") outcomeRef.current?.focus();
  }, [status]);

  async function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !errors[name]) return;
    // a field in error is checked again as it is corrected
    const values = valuesOf(event.currentTarget, fields);
    const validate = await loadValidator();
    if (!validate) return;
    const next = validate(kind, values);
    setErrors((current) => {
      const updated = { ...current };
      if (next[name]) updated[name] = next[name];
      else delete updated[name];
      return updated;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const form = event.currentTarget;
    const validate = await loadValidator();
    const clientErrors = validate ? validate(kind, valuesOf(form, fields)) : {};
    if (Object.keys(clientErrors).length > 0) {
      submitting.current = false;
      setErrors(clientErrors);
      setStatus("idle");
      setMessage(null);
      focusFirstInvalid(form, clientErrors);
      return;
    }

    setErrors({});
    setMessage(null);
    setReference(null);
    setStatus("submitting");
    const fail = (text: string, cause: unknown) => {
      console.error("Erreur lors de l'envoi du formulaire", cause);
      setMessage(text);
      setStatus("failure");
      notify("error", text);
    };
    try {
      // a form's controls are its named properties too
      const photos = (form as unknown as { photos?: HTMLInputElement & { chosen?: File[] } }).photos;
      // the photos the kit kept, or any still in the input (chosen before the scripts ran, or while the kit
      // was taking them: it may keep none yet)
      const response = await (photos?.chosen?.length || photos?.files?.length
        ? // with photos (docs/product.md#lead-photos): multipart, with the upload's progress
          (await loadPhotoKit()).postWithPhotos(LEAD_ENDPOINTS[kind], form)
        : fetch(LEAD_ENDPOINTS[kind], {
            method: "POST",
            // urlencoded, like the same form posted without JavaScript (and without photos)
            body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
            headers: { Accept: "application/json" },
            credentials: "same-origin",
          }));
      const result = (await response.json().catch(() => null)) as LeadSubmitResult | null;
      if (response.ok && result?.ok) {
        setReference(result.reference ?? null);
        setCallBack(result.callBack ?? null);
        setStatus("success");
        setDefaults({});
        setResetKey((k) => k + 1);
        notify("success", LEAD_MESSAGES.success);
        trackConversion(CONVERSION_EVENT, analytics);
      } else if (result && !result.ok && Object.keys(result.errors).length > 0) {
        setErrors(result.errors);
        setStatus("idle");
        focusFirstInvalid(form, result.errors);
      } else {
        // the server's own French message (too many requests…) or the generic failure message
        fail(result && !result.ok && result.message ? result.message : LEAD_MESSAGES.failure, `HTTP ${response.status}`);
      }
    } catch (error) {
      fail(LEAD_MESSAGES.failure, error);
    } finally {
      submitting.current = false;
    }
  }

  // Without JavaScript the page comes back with errors: the browser focuses the first one (autofocus).
  const firstInvalid = initial?.status === "invalid" ? (fields.find((f) => initial.errors?.[f]) ?? null) : null;
  const autoFocusField = resetKey === 0 ? firstInvalid : null;

  /** Starts loading the check as soon as the visitor enters the form. */
  function onFocus() {
    void loadValidator();
  }

  return {
    status,
    errors,
    message,
    reference,
    callBack,
    defaults,
    resetKey,
    outcomeRef,
    autoFocusField,
    onSubmit,
    onChange,
    onFocus,
  };
}
