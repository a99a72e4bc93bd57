import { AlertCircle, ArrowLeft, CheckCircle2, Info, LockKeyhole } from "lucide-react";
import { useEffect, type ComponentProps, type ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { FieldError, Input, Label } from "~/components/ui/input";
import { notify } from "~/lib/notify";
import { cn } from "~/lib/utils";
import { SIGN_IN_PATH } from "./paths";

/** The calm, centred card of the sign-in, code and password-reset pages. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-slate-50 px-5 py-14 sm:py-20">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-7 shadow-[var(--shadow-card)] sm:p-9">
          <div className="mb-7 flex flex-col items-start gap-4">
            <span className="grid size-11 place-items-center rounded-xl bg-ink text-white" aria-hidden>
              <LockKeyhole className="size-5" />
            </span>
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-copper-700">Espace administrateur</p>
              <h1 className="mt-1 text-2xl font-bold">{title}</h1>
              {intro ? <div className="mt-2 text-sm leading-relaxed text-slate-600">{intro}</div> : null}
            </div>
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}

const ALERT_TONES = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: AlertCircle },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CheckCircle2 },
  info: { box: "border-slate-200 bg-slate-50 text-slate-700", Icon: Info },
} as const;

/** A message inside a form; errors are announced (role=alert). */
export function FormAlert({
  tone = "error",
  children,
  className,
}: {
  tone?: keyof typeof ALERT_TONES;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = ALERT_TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border px-4 py-3 text-sm leading-relaxed", box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A labelled input with its error under it (red border, aria-invalid, aria-describedby). */
export function TextField({
  label,
  name,
  error,
  hint,
  className,
  ...props
}: ComponentProps<"input"> & { label: string; name: string; error?: string | null; hint?: ReactNode }) {
  const id = props.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * True while this page's form is being sent (and while the redirect that follows loads).
 * `intent` and `action` narrow it to one form when a page has several (`action`: the path it posts to).
 */
export function useSubmitting(intent?: string, action?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST") return false;
  if (action !== undefined && navigation.formAction?.split("?")[0] !== action) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/** Shows an action's error as a toast too (messages are toasts), once per answer. */
export function useErrorToast(message: string | null | undefined, key: unknown) {
  useEffect(() => {
    if (message) notify("error", message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per action answer (`key`), not per render
  }, [key]);
}

/** The link back to the sign-in page, under the password pages' cards. */
export function BackToSignIn() {
  return (
    <Link to={SIGN_IN_PATH} className="inline-flex items-center gap-1.5 font-medium text-slate-700 hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      Retour à la connexion
    </Link>
  );
}
