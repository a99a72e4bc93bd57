import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { LEAD_ENDPOINTS, type LeadFormKind } from "./form-state";
import { AttributionFields, HoneypotField, IdempotencyKeyField, OutcomeBanner, RedirectField } from "./form-parts";
import type { useLeadForm } from "./use-lead-form";

interface LeadFormShellProps {
  kind: LeadFormKind;
  /** the form's states, from useLeadForm */
  form: ReturnType<typeof useLeadForm>;
  idPrefix: string;
  /** the form's place on its page: where a submission without JavaScript comes back to, unless `redirectTo` says */
  anchor: string;
  redirectTo?: string;
  id?: string;
  encType?: "application/x-www-form-urlencoded" | "multipart/form-data";
  noValidate?: boolean;
  labelledBy?: string;
  label?: string;
  className?: string;
  /** shown above the outcome (the form's heading) */
  heading?: ReactNode;
  /** the fields and the button */
  children: ReactNode;
}

/**
 * What every lead form is around its fields (docs/product.md#lead-form-states):
 * the post to its endpoint, handled by useLeadForm, the outcome, and the
 * hidden fields: where to come back without JavaScript, the idempotency key,
 * the honeypot and the visit's attribution.
 */
export function LeadFormShell({
  kind,
  form,
  idPrefix,
  anchor,
  redirectTo,
  id,
  encType = "multipart/form-data",
  noValidate,
  labelledBy,
  label,
  className,
  heading,
  children,
}: LeadFormShellProps) {
  const location = useLocation();
  return (
    <form
      id={id}
      method="post"
      encType={encType}
      action={LEAD_ENDPOINTS[kind]}
      noValidate={noValidate}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      onFocus={form.onFocus}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={className}
    >
      {heading}
      <OutcomeBanner status={form.status} message={form.message} reference={form.reference} outcomeRef={form.outcomeRef} />
      <RedirectField to={redirectTo ?? `${location.pathname}#${anchor}`} />
      <IdempotencyKeyField renewOn={form.resetKey} />
      <HoneypotField idPrefix={idPrefix} />
      <AttributionFields />
      {children}
    </form>
  );
}
