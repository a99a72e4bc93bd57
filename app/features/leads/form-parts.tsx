import { useEffect, useRef, useState, type Ref } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { phoneHref } from "~/config/site";
import { useRootData, useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, REDIRECT_FIELD } from "./form-state";
import { newIdempotencyKey } from "./idempotency-key";
import { LEAD_MESSAGES } from "./copy";
import type { LeadFormStatus } from "./use-lead-form";
import { Icon } from "~/components/content-icon";

/**
 * The trap for robots: a field people never see nor reach (off-screen,
 * aria-hidden, out of the tab order, no autofill). Filled, the request is
 * accepted silently, flagged as spam and never mailed.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>Site web</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function RedirectField({ to }: { to: string }) {
  return <input type="hidden" name={REDIRECT_FIELD} value={to} />;
}

/**
 * The submission's idempotency key, made in the browser when the form comes
 * alive and again whenever `renewOn` changes (after a success): a retry of
 * the same submission carries the same key. Never rendered by the server:
 * its pages are shared from the cache by every visitor. Empty without
 * JavaScript; the server then keys the submission by the client's address.
 *
 * Written straight into the element (React renders no value for it): a
 * submission held until the form came alive is sent from that same effect
 * pass, before a state update would have reached the page.
 */
export function IdempotencyKeyField({ renewOn }: { renewOn: number }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = newIdempotencyKey();
  }, [renewOn]);
  return <input ref={ref} type="hidden" name={IDEMPOTENCY_FIELD} />;
}

/**
 * Where the visit came from (docs/product.md#lead-attribution): hidden
 * fields filled from the visit's record in sessionStorage once the form is
 * live, when the visitor consented to advertising (again after each saved
 * choice). The code loads after hydration (public page budget, decision 008);
 * a form sent before it arrives, without consent or without JavaScript, has
 * none and the server takes the form's page and its address instead.
 */
export function AttributionFields() {
  const [values, setValues] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    // the site layout records the visit too, but after this (a parent's effect runs after its children's)
    void import("./visit-attribution")
      .then(({ attributionFieldValues, followVisit }) => {
        if (live) stop = followVisit((attribution) => setValues(attributionFieldValues(attribution)));
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  if (!values) return null;
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The confirmation after success, or the failure message of docs/product.md#lead-form-states (with the phone as a way out). */
export function OutcomeBanner({
  status,
  message,
  reference,
  outcomeRef,
}: {
  status: LeadFormStatus;
  message: string | null;
  /** the stored request's reference (D-2026-0042), shown with the confirmation */
  reference: string | null;
  outcomeRef: Ref<HTMLDivElement>;
}) {
  const site = useSite();
  if (status === "success") {
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className="mb-6 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none"
      >
        <Icon name="CircleCheck" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <div>
          <p className="font-semibold">{LEAD_MESSAGES.success}</p>
          <p className="mt-1 text-sm text-emerald-800">
            Merci, nous avons bien reçu votre demande. Un artisan vous recontacte sous 24h.
          </p>
          {reference ? (
            <p className="mt-2 text-sm text-emerald-900" data-lead-reference={reference}>
              {LEAD_MESSAGES.referenceLabel} <strong className="font-semibold tabular-nums">{reference}</strong>.
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  if (status === "failure") {
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="alert"
        className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 outline-none"
      >
        <Icon name="TriangleAlert" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div>
          <p className="font-semibold">{message ?? LEAD_MESSAGES.failure}</p>
          <p className="mt-1 text-sm text-red-800">
            Vos informations sont conservées ci-dessous. Vous pouvez aussi nous appeler au{" "}
            <a
              href={phoneHref(site.phone)}
              className="inline-flex items-center gap-1 whitespace-nowrap font-semibold underline underline-offset-2"
            >
              <Icon name="Phone" className="size-3.5" />
              {site.phone}
            </a>
            .
          </p>
        </div>
      </div>
    );
  }
  return null;
}

export function SubmitButton({ status, label, className }: { status: LeadFormStatus; label: string; className?: string }) {
  const busy = status === "submitting";
  return (
    <Button type="submit" size="lg" disabled={busy} aria-disabled={busy} className={cn("w-full sm:w-auto", className)}>
      {busy ? <Icon name="LoaderCircle" className="animate-spin" /> : <Icon name="Send" />}
      {busy ? LEAD_MESSAGES.sending : label}
    </Button>
  );
}

/**
 * The note under a form, then the privacy notice: who keeps the data, why, on
 * what basis, how long, and the link to the privacy page
 * (docs/product.md#privacy-page). The notice is the server's text, the same
 * for every visitor: its words add nothing to the forms' JavaScript.
 */
export function FormNote({ note, className }: { note: string; className?: string }) {
  const { privacyNotice } = useRootData().config.leads;
  return (
    <p className={cn("text-sm text-slate-500", className)}>
      {note} {privacyNotice}{" "}
      <Link to="/confidentialite" className="underline underline-offset-2">
        En savoir plus
      </Link>
    </p>
  );
}
