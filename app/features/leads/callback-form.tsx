import { useId, type ReactNode, type Ref } from "react";
import { maxPhotosFor } from "~/features/lead-photos/rules";
import { PhotoField } from "~/features/lead-photos/photo-field";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Icon } from "~/components/content-icon";
import { emergencyPhoneOf, phoneHref } from "~/config/site";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { CALLBACK_ANCHOR, CALLBACK_COPY, CALLBACK_FORM_LABELS } from "./callback-copy";
import { LEAD_MESSAGES } from "./copy";
import { FormNote } from "./form-parts";
import type { LeadFormState } from "./form-state";
import { LeadFormShell } from "./lead-form-shell";
import { useLeadForm } from "./use-lead-form";

const FIELDS = ["nom", "telephone", "codePostal"] as const;
const TITLE_ID = "rappel-urgence-titre";
/** Large enough for a thumb, and 18 px text: no zoom on focus on a phone. */
const BIG_INPUT = "h-14 rounded-xl px-4 text-lg lg:h-12";

export interface CallbackFormProps {
  /** what the page's loader got from readLeadFormState(request) (after a submission without JavaScript) */
  state?: LeadFormState | null;
  /** where a submission without JavaScript comes back to; defaults to this page, at the form */
  redirectTo?: string;
  /** more fields, shown after the postcode (a photo of the damage, for one); the form posts them along */
  extraFields?: ReactNode;
  /** multipart by default: the form carries its optional photo */
  encType?: "application/x-www-form-urlencoded" | "multipart/form-data";
  className?: string;
}

/**
 * The emergency call-back (docs/product.md#emergency-callback): a name and a
 * phone, an optional photo of the damage, one big button; stored as an
 * urgent request by POST
 * /api/leads/callback. Answers with the on-call number and when the call
 * comes. Works without JavaScript; what is typed before the scripts run is
 * kept (uncontrolled fields).
 */
export function CallbackForm({ state, redirectTo, extraFields, encType, className }: CallbackFormProps) {
  const idPrefix = `rappel${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const initial = state?.form === "callback" ? state : null;
  const form = useLeadForm({ kind: "callback", fields: FIELDS, initial });
  const { errors, defaults } = form;
  const value = (name: (typeof FIELDS)[number]) => defaults[name] ?? "";
  const busy = form.status === "submitting";

  return (
    <section
      id={CALLBACK_ANCHOR}
      aria-labelledby={TITLE_ID}
      className={cn(
        "relative scroll-mt-6 rounded-2xl bg-white p-5 text-ink shadow-2xl shadow-black/30 ring-1 ring-black/5 sm:p-7",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-red-700 text-white shadow-md shadow-red-900/30">
          <Icon name="PhoneCall" className="size-5" />
        </span>
        <div>
          <h2 id={TITLE_ID} className="text-xl font-bold leading-tight sm:text-2xl">
            {CALLBACK_COPY.title}
          </h2>
          <p className="mt-1 text-sm leading-snug text-slate-600 sm:text-base">{CALLBACK_COPY.intro}</p>
        </div>
      </div>

      {form.status === "success" ? (
        <CallbackSuccess callBack={form.callBack} reference={form.reference} outcomeRef={form.outcomeRef} />
      ) : (
        <LeadFormShell
          kind="callback"
          form={form}
          idPrefix={idPrefix}
          anchor={CALLBACK_ANCHOR}
          redirectTo={redirectTo}
          encType={encType}
          noValidate
          labelledBy={TITLE_ID}
          className="relative mt-5"
        >
          <div
            key={form.resetKey}
            className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-x-3 gap-y-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem]"
          >
            <FormField
              idPrefix={idPrefix}
              autoFocusField={form.autoFocusField}
              name="nom"
              label={CALLBACK_FORM_LABELS.nom}
              error={errors.nom}
              className="col-span-2 lg:col-span-1"
            >
              {(p) => (
                <Input
                  {...p}
                  type="text"
                  autoComplete="name"
                  enterKeyHint="next"
                  className={BIG_INPUT}
                  defaultValue={value("nom")}
                />
              )}
            </FormField>
            <FormField
              idPrefix={idPrefix}
              autoFocusField={form.autoFocusField}
              name="telephone"
              label={CALLBACK_FORM_LABELS.telephone}
              error={errors.telephone}
            >
              {(p) => (
                <Input
                  {...p}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  enterKeyHint="next"
                  className={cn(BIG_INPUT, "tabular-nums")}
                  defaultValue={value("telephone")}
                />
              )}
            </FormField>
            <FormField
              idPrefix={idPrefix}
              autoFocusField={form.autoFocusField}
              name="codePostal"
              label={CALLBACK_FORM_LABELS.codePostal}
              error={errors.codePostal}
            >
              {(p) => (
                <Input
                  {...p}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  enterKeyHint="send"
                  maxLength={10}
                  className={cn(BIG_INPUT, "tabular-nums")}
                  defaultValue={value("codePostal")}
                />
              )}
            </FormField>
            {extraFields ? <div className="col-span-2 lg:col-span-3">{extraFields}</div> : null}
          </div>

          {/* on a laptop the optional photo sits beside the button: the button stays in the first screen */}
          <div className="mt-4 grid gap-5 lg:grid-cols-2 lg:items-end lg:gap-3">
            <PhotoField
              key={form.resetKey}
              idPrefix={idPrefix}
              max={maxPhotosFor("callback")}
              serverError={errors.photos}
              className="[&_input]:text-base [&_input]:file:h-12 [&_input]:file:font-semibold lg:[&_input]:file:h-10"
            />
            <Button
              type="submit"
              variant="danger"
              disabled={busy}
              aria-disabled={busy}
              className="h-16 w-full rounded-xl text-lg lg:h-14 shadow-lg shadow-red-900/25 [&_svg]:size-5"
            >
              {busy ? <Icon name="LoaderCircle" className="animate-spin" /> : <Icon name="PhoneCall" />}
              {busy ? LEAD_MESSAGES.sending : CALLBACK_COPY.submit}
            </Button>
          </div>
          <FormNote note={CALLBACK_COPY.note} className="mt-3 text-center text-xs sm:text-sm" />
        </LeadFormShell>
      )}
    </section>
  );
}

/** The answer: when the call comes, the reference, and the on-call number to call right now. */
function CallbackSuccess({
  callBack,
  reference,
  outcomeRef,
}: {
  callBack: string | null;
  reference: string | null;
  outcomeRef: Ref<HTMLDivElement>;
}) {
  const onCall = emergencyPhoneOf(useSite());
  return (
    <div ref={outcomeRef} tabIndex={-1} role="status" className="mt-5 outline-none">
      <p className="flex items-center gap-2 font-semibold text-emerald-700">
        <Icon name="CircleCheck" className="size-5" />
        {CALLBACK_COPY.successTitle}
      </p>
      {callBack ? (
        <p className="mt-2 text-xl font-bold leading-snug text-ink sm:text-2xl" data-callback-time>
          {callBack}
        </p>
      ) : null}
      {reference ? (
        <p className="mt-2 text-sm text-slate-600" data-lead-reference={reference}>
          {LEAD_MESSAGES.referenceLabel} <strong className="font-semibold tabular-nums text-ink">{reference}</strong>.
        </p>
      ) : null}
      <div className="mt-5 rounded-xl bg-red-50 p-4 ring-1 ring-red-100">
        <p className="text-sm font-medium text-red-900">
          {CALLBACK_COPY.onCallLabel} : si la situation s'aggrave, appelez directement.
        </p>
        <a
          href={phoneHref(onCall)}
          className="mt-3 flex h-16 items-center justify-center gap-3 rounded-xl bg-red-700 px-4 text-2xl font-bold tabular-nums text-white shadow-lg shadow-red-900/25 transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Icon name="Phone" className="size-6" />
          {onCall}
        </a>
      </div>
    </div>
  );
}
