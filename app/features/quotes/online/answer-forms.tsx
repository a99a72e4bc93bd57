/**
 * The customer's answers on the devis page (docs/product.md#devis-answers): plain HTML forms that post
 * to the page itself and work the same without JavaScript; the script only updates the total as options
 * are ticked (without it, 'Mettre à jour le total' asks the server).
 */
import { useState } from "react";
import { Icon } from "~/components/content-icon";
import { buttonVariants } from "~/components/ui/button";
import { formatFrenchDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { vatRateLabel } from "../content";
import type { QuoteDocument } from "../document";
import { computeQuoteTotals, lineAmountCents, vatOf } from "../totals";
import { ANSWER_LIMITS, type AnswerFieldErrors, type AnswerIntent, type AnswerValues } from "./answer-form";
import { dayInWords, formatCents } from "./format";

export interface AnswerState {
  intent: AnswerIntent | null;
  message: string | null;
  errors: AnswerFieldErrors;
  values: AnswerValues | null;
}

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-copper-500 aria-[invalid=true]:border-red-600";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <Icon name="TriangleAlert" className="mt-0.5 size-4" />
      {message}
    </p>
  );
}

function Tick({
  name,
  error,
  defaultChecked,
  children,
}: {
  name: string;
  error: string | undefined;
  defaultChecked: boolean;
  children: React.ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg p-1 text-sm leading-relaxed text-slate-700">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-copper-600"
        />
        <span>{children}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function Notice({ tone, children }: { tone: "error" | "success"; children: React.ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium",
        tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
    >
      <Icon name={tone === "error" ? "TriangleAlert" : "CircleCheck"} className="mt-0.5 size-4" />
      {children}
    </p>
  );
}

export function AcceptForm({
  document,
  reducedVat,
  state,
}: {
  document: QuoteDocument;
  reducedVat: boolean;
  state: AnswerState;
}) {
  const hydrated = useHydrated();
  const mine = state.intent === "accept" || state.intent === "total" ? state : null;
  const values = mine?.values ?? null;
  const errors = state.intent === "accept" ? state.errors : {};
  const options = document.content.sections.flatMap((s) => s.lines.filter((l) => l.optional));
  const [ticked, setTicked] = useState<string[]>(values?.options ?? []);
  const totals = computeQuoteTotals(document.content, ticked);
  return (
    <form method="post" noValidate className="grid gap-5" aria-labelledby="accept-title">
      <input type="hidden" name="version" value={document.version} />
      <div>
        <h2 id="accept-title" className="text-xl font-bold">
          Accepter le devis
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Valable jusqu'au {dayInWords(document.validUntil)}. Votre signature électronique engage les deux parties.
        </p>
      </div>
      {state.intent === "accept" && state.message ? <Notice tone="error">{state.message}</Notice> : null}

      {options.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Options à ajouter (facultatif)</legend>
          {options.map((line) => {
            const ht = lineAmountCents(line);
            return (
              <label
                key={line.id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3.5 has-[:checked]:border-copper-400 has-[:checked]:bg-copper-50"
              >
                <input
                  type="checkbox"
                  name="options"
                  value={line.id}
                  checked={ticked.includes(line.id)}
                  onChange={(e) => setTicked((t) => (e.target.checked ? [...t, line.id] : t.filter((id) => id !== line.id)))}
                  className="mt-0.5 size-5 shrink-0 accent-copper-600"
                />
                <span className="grid flex-1 gap-0.5 text-sm">
                  <span className="font-medium text-ink">{line.designation}</span>
                  <span className="text-slate-600 tabular-nums">
                    + {formatCents(ht + vatOf(ht, line.vatRate))} TTC (TVA {vatRateLabel(line.vatRate)})
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}

      <div className="flex items-baseline justify-between gap-4 rounded-xl bg-ink px-4 py-3.5 text-white" aria-live="polite">
        <span className="text-sm">Total TTC{ticked.length > 0 ? " avec vos options" : ""}</span>
        <span className="text-xl font-bold tabular-nums" data-testid="accept-total">
          {formatCents(totals.ttcCents)}
        </span>
      </div>

      <div>
        <label htmlFor="signerName" className="text-sm font-semibold text-ink">
          Nom et prénom du signataire
        </label>
        <input
          id="signerName"
          name="signerName"
          autoComplete="name"
          maxLength={ANSWER_LIMITS.signerName}
          defaultValue={values?.signerName ?? ""}
          aria-invalid={errors.signerName ? true : undefined}
          aria-describedby={errors.signerName ? "signerName-error" : undefined}
          className={inputClass}
        />
        <FieldError id="signerName-error" message={errors.signerName} />
      </div>

      <div className="grid gap-2">
        <Tick name="agree" error={errors.agree} defaultChecked={values?.agree ?? false}>
          <strong className="text-ink">Bon pour accord.</strong> J'accepte ce devis n°&nbsp;{document.number} (version{" "}
          {document.version}) et les travaux qu'il décrit, pour le montant total indiqué ci-dessus.
        </Tick>
        {reducedVat ? (
          <Tick name="reducedVat" error={errors.reducedVat} defaultChecked={values?.reducedVat ?? false}>
            J'atteste que les travaux portent sur un logement achevé depuis plus de deux ans (condition du taux de TVA réduit).
          </Tick>
        ) : null}
        <Tick name="cgv" error={errors.cgv} defaultChecked={values?.cgv ?? false}>
          J'ai lu et j'accepte les{" "}
          <a href="/cgv" target="_blank" rel="noopener" className="font-medium text-copper-700 underline underline-offset-4">
            conditions générales de vente
          </a>
          .
        </Tick>
      </div>

      <div className="grid gap-3">
        <button
          type="submit"
          name="intent"
          value="accept"
          className={cn(buttonVariants({ size: "lg" }), "h-14 w-full text-base")}
        >
          <Icon name="Check" />
          Accepter et signer le devis
        </button>
        {hydrated ? null : (
          <button type="submit" name="intent" value="total" className={cn(buttonVariants({ variant: "outline" }), "w-full")}>
            <Icon name="RefreshCw" />
            Mettre à jour le total avec les options cochées
          </button>
        )}
        <p className="text-xs leading-relaxed text-slate-500">
          Signature électronique simple&nbsp;: votre nom, la date et l'heure, l'adresse IP de votre connexion, votre navigateur et
          l'empreinte numérique (SHA-256) de cette version du devis sont enregistrés comme preuve de votre accord. Vous recevez le
          devis signé par e-mail.
        </p>
      </div>
    </form>
  );
}

export function RefuseForm({ state }: { state: AnswerState }) {
  const mine = state.intent === "refuse";
  const error = mine ? state.errors.reason : undefined;
  return (
    <details open={mine || undefined} className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 font-semibold text-ink">
        <span className="flex items-center gap-2">
          <Icon name="X" className="size-5 text-slate-500" />
          Refuser le devis
        </span>
        <Icon name="ChevronDown" className="size-5 text-slate-400 transition-transform group-open:rotate-180" />
      </summary>
      <form method="post" noValidate className="grid gap-3 border-t border-slate-100 p-4">
        {mine && state.message && !error ? <Notice tone="error">{state.message}</Notice> : null}
        <div>
          <label htmlFor="reason" className="text-sm font-semibold text-ink">
            Pourquoi&nbsp;? <span className="font-normal text-slate-500">(facultatif, cela nous aide à nous améliorer)</span>
          </label>
          <textarea
            id="reason"
            name="reason"
            rows={3}
            maxLength={ANSWER_LIMITS.reason}
            defaultValue={mine ? (state.values?.reason ?? "") : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "reason-error" : undefined}
            className={inputClass}
          />
          <FieldError id="reason-error" message={error} />
        </div>
        <button
          type="submit"
          name="intent"
          value="refuse"
          className={cn(buttonVariants({ variant: "outline" }), "w-full sm:w-auto sm:justify-self-start")}
        >
          Refuser le devis
        </button>
      </form>
    </details>
  );
}

export function QuestionForm({ state, open = false }: { state: AnswerState; open?: boolean }) {
  const mine = state.intent === "question";
  const error = mine ? state.errors.question : undefined;
  return (
    <details open={mine || open || undefined} className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 font-semibold text-ink">
        <span className="flex items-center gap-2">
          <Icon name="MessageSquare" className="size-5 text-copper-600" />
          Poser une question
        </span>
        <Icon name="ChevronDown" className="size-5 text-slate-400 transition-transform group-open:rotate-180" />
      </summary>
      <form method="post" noValidate className="grid gap-3 border-t border-slate-100 p-4">
        <div>
          <label htmlFor="question" className="text-sm font-semibold text-ink">
            Votre question
          </label>
          <textarea
            id="question"
            name="question"
            rows={4}
            maxLength={ANSWER_LIMITS.question}
            defaultValue={mine ? (state.values?.question ?? "") : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "question-error" : undefined}
            className={inputClass}
          />
          <FieldError id="question-error" message={error} />
        </div>
        <button
          type="submit"
          name="intent"
          value="question"
          className={cn(buttonVariants({ variant: "dark" }), "w-full sm:w-auto sm:justify-self-start")}
        >
          <Icon name="Send" />
          Envoyer ma question
        </button>
      </form>
    </details>
  );
}

export function WithdrawForm({ number, until, state }: { number: string; until: string; state: AnswerState }) {
  const mine = state.intent === "withdraw";
  const errors = mine ? state.errors : {};
  return (
    <section aria-labelledby="withdraw-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="withdraw-title" className="text-lg font-bold">
        Me rétracter
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Vous pouvez vous rétracter sans motif ni frais jusqu'au {formatFrenchDate(until)}. Le contrat est alors annulé et tout
        acompte versé vous est remboursé sous 14&nbsp;jours.
      </p>
      <form method="post" noValidate className="mt-4 grid gap-4">
        {mine && state.message && Object.keys(errors).length === 0 ? <Notice tone="error">{state.message}</Notice> : null}
        <div>
          <label htmlFor="withdraw-name" className="text-sm font-semibold text-ink">
            Nom et prénom
          </label>
          <input
            id="withdraw-name"
            name="signerName"
            autoComplete="name"
            maxLength={ANSWER_LIMITS.signerName}
            defaultValue={mine ? (state.values?.signerName ?? "") : ""}
            aria-invalid={errors.signerName ? true : undefined}
            aria-describedby={errors.signerName ? "withdraw-name-error" : undefined}
            className={inputClass}
          />
          <FieldError id="withdraw-name-error" message={errors.signerName} />
        </div>
        <Tick name="confirm" error={errors.confirm} defaultChecked={mine ? (state.values?.confirm ?? false) : false}>
          Je notifie ma rétractation du contrat conclu par l'acceptation du devis n°&nbsp;{number}.
        </Tick>
        <button
          type="submit"
          name="intent"
          value="withdraw"
          className={cn(buttonVariants({ variant: "danger" }), "w-full sm:w-auto sm:justify-self-start")}
        >
          Me rétracter
        </button>
      </form>
    </section>
  );
}

export { Notice };
