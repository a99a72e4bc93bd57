/**
 * The devis editor (docs/product.md#devis-editor): a React form over the
 * devis as typed, checked as the owner types by the same rule the server
 * applies (parseQuoteForm), with the totals of totals.ts beside it. Its
 * controls need the scripts, so they are disabled until the page runs them;
 * the save posts the whole devis as one JSON field and the revision it was
 * opened from, and a refusal (wrong field, newer save elsewhere) keeps every
 * value in the form.
 */
import {
  AlertTriangle,
  Copy,
  FileDown,
  Info,
  ListChecks,
  RefreshCw,
  Save,
  Send,
  UserRound,
  Hammer,
  Wallet,
  PenLine,
  NotebookPen,
  History,
  Link2Off,
} from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/features/auth/ui";
import { diffLines } from "~/features/articles/revisions/diff";
import { DiffView } from "~/features/articles/revisions/diff-view";
import type { MissingQuoteFact } from "../document";
import { computeQuoteTotals } from "../totals";
import { parseQuoteForm, type QuoteFieldErrors, type QuoteFormInput } from "../parse-form";
import { VAT_RATES, vatRateLabel } from "../content";
import { quoteEditorPath, quotePdfPath, quoteSendPath } from "../admin-paths";
import { formatFrenchDateTime } from "~/lib/dates";
import { formatEuros } from "~/lib/euro-amount";
import { focusFirstError } from "~/lib/focus-first-error";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { Choice, TextArea, TextInput, fieldId } from "./editor-fields";
import { quoteAsText, sameInput, withALine, type CataloguePick } from "./editor-model";
import { DEPOSIT_CHOICES, QUOTE_EDITOR_MESSAGES as M, SIGNING_CONTEXT_CHOICES } from "./messages";
import { SectionsEditor, type FieldState } from "./sections-editor";
import { TotalsPanel } from "./totals-panel";

export const QUOTE_EDITOR_FORM_ID = "quote-editor-form";
export const SAVE_INTENT = "save";
export const DUPLICATE_INTENT = "duplicate";

export interface QuoteConflict {
  /** the revision saved now: 'Écraser avec ma version' replaces exactly this one */
  revision: number;
  saved: QuoteFormInput;
  savedAt: string;
  savedBy: string | null;
}

/** The action's answer to a save it refused. */
export interface QuoteSaveRefusal {
  intent: typeof SAVE_INTENT | typeof DUPLICATE_INTENT | string;
  /** a message for the whole form (unreadable post, read-only devis) */
  message?: string;
  errors?: QuoteFieldErrors;
  conflict?: QuoteConflict;
}

export interface QuoteEditorProps {
  quote: {
    id: string;
    status: string;
    revision: number;
    currentVersion: number | null;
    answeredAt: string | null;
    changedSinceSent: boolean;
    linkActive: boolean;
  };
  initial: QuoteFormInput;
  catalogue: readonly (CataloguePick & { id: string })[];
  missingFacts: readonly MissingQuoteFact[];
  versions: readonly { version: number; sentAt: string }[];
  answer: QuoteSaveRefusal | null;
}

const READ_ONLY = ["accepted", "refused", "withdrawn"];
const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: String(r), label: vatRateLabel(r) }));

export function QuoteEditor({ quote, initial, catalogue, missingFacts, versions, answer }: QuoteEditorProps) {
  const hydrated = useHydrated();
  const readOnly = READ_ONLY.includes(quote.status);
  const opened = useMemo(() => withALine(initial), [initial]);
  const [input, setInput] = useState<QuoteFormInput>(opened);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === SAVE_INTENT;

  const parsed = useMemo(() => parseQuoteForm(input), [input]);
  const totals = useMemo(() => computeQuoteTotals(parsed.content), [parsed]);
  const liveErrors: QuoteFieldErrors = parsed.ok ? {} : parsed.errors;
  const savedIsValid = useMemo(() => parseQuoteForm(initial).ok, [initial]);
  const dirty = !sameInput(input, opened);

  // a refused save: every message shows, and the first field in error gets the focus
  useEffect(() => {
    if (!answer) return;
    setTried(true);
    requestAnimationFrame(() => formRef.current && focusFirstError(formRef.current));
  }, [answer]);

  const fields: FieldState = {
    errorOf: (path) => (tried || touched.has(path) ? liveErrors[path] : undefined),
    touch: (path) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path))),
  };
  const set = <K extends keyof QuoteFormInput>(key: K, value: QuoteFormInput[K]) => setInput((i) => ({ ...i, [key]: value }));
  const setCustomer = (key: keyof QuoteFormInput["customer"], value: string) =>
    setInput((i) => ({ ...i, customer: { ...i.customer, [key]: value } }));
  const text = (path: string) => ({ path, error: fields.errorOf(path), onBlur: () => fields.touch(path) });

  const lineCents: Record<string, number | undefined> = {};
  input.sections.forEach((section, s) =>
    section.lines.forEach((line, l) => {
      const path = `sections.${s}.lines.${l}`;
      const wrong = liveErrors[`${path}.quantity`] || liveErrors[`${path}.unitPrice`];
      lineCents[line.id] = wrong ? undefined : totals.lineCents[line.id];
    }),
  );

  const sendBlocked = readOnly
    ? M.sendBlocked.answered
    : missingFacts.length > 0
      ? M.sendBlocked.facts
      : dirty
        ? M.sendBlocked.unsaved
        : !savedIsValid
          ? M.sendBlocked.invalid
          : null;

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_19rem] xl:items-start">
      <div className="grid min-w-0 gap-5">
        {!hydrated ? <FormAlert tone="info">Chargement de l'éditeur… les champs s'activent dans un instant.</FormAlert> : null}
        {readOnly ? <FormAlert tone="info">{M.readOnly(quote.status, quote.answeredAt)}</FormAlert> : null}
        {!readOnly && quote.currentVersion !== null && quote.changedSinceSent ? (
          <div
            role="status"
            className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            <p>{M.changedSinceSent(quote.currentVersion)}</p>
          </div>
        ) : null}
        {answer?.conflict ? (
          <ConflictPanel conflict={answer.conflict} mine={input} reloadHref={quoteEditorPath(quote.id)} />
        ) : null}
        {answer?.message ? <FormAlert>{answer.message}</FormAlert> : null}
        {answer?.errors && !answer.conflict ? <FormAlert>{M.invalid}</FormAlert> : null}

        <Form ref={formRef} method="post" id={QUOTE_EDITOR_FORM_ID} noValidate onSubmit={() => setTried(true)} aria-label="Devis">
          <input type="hidden" name="intent" value={SAVE_INTENT} />
          <input type="hidden" name="quote" value={JSON.stringify(input)} />
          <input type="hidden" name="revision" value={quote.revision} />
          <fieldset
            disabled={!hydrated || readOnly}
            className="grid min-w-0 gap-5 disabled:[&_input]:opacity-70 disabled:[&_select]:opacity-70 disabled:[&_textarea]:opacity-70"
          >
            <legend className="sr-only">Contenu du devis</legend>

            <EditorCard icon={<UserRound />} title="Client et chantier">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextInput
                  {...text("customer.name")}
                  label="Nom du client"
                  autoComplete="off"
                  value={input.customer.name}
                  onChange={(v) => setCustomer("name", v)}
                />
                <TextInput
                  {...text("customer.email")}
                  label="E-mail"
                  type="email"
                  autoComplete="off"
                  value={input.customer.email}
                  onChange={(v) => setCustomer("email", v)}
                />
                <TextInput
                  {...text("customer.phone")}
                  label="Téléphone"
                  type="tel"
                  autoComplete="off"
                  value={input.customer.phone}
                  onChange={(v) => setCustomer("phone", v)}
                />
                <TextArea
                  {...text("customer.siteAddress")}
                  label="Adresse du chantier"
                  rows={2}
                  value={input.customer.siteAddress}
                  onChange={(v) => setCustomer("siteAddress", v)}
                  className="sm:row-span-2"
                />
                <TextArea
                  {...text("customer.address")}
                  label="Adresse du client"
                  hint="Si elle diffère de celle du chantier."
                  rows={2}
                  value={input.customer.address}
                  onChange={(v) => setCustomer("address", v)}
                />
              </div>
            </EditorCard>

            <EditorCard icon={<Hammer />} title="Travaux">
              <TextInput
                {...text("title")}
                label="Objet du devis"
                placeholder="Réfection de la couverture en zinc"
                value={input.title}
                onChange={(v) => set("title", v)}
              />
              <div className="mt-5">
                {tried && liveErrors.sections ? (
                  <p
                    id={fieldId("sections")}
                    role="alert"

                    tabIndex={-1}
                    className="mb-3 text-sm font-medium text-red-700"
                  >
                    {liveErrors.sections}
                  </p>
                ) : null}
                <SectionsEditor input={input} onChange={setInput} lineCents={lineCents} catalogue={catalogue} fields={fields} />
              </div>
            </EditorCard>

            <EditorCard icon={<Wallet />} title="Conditions">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextInput
                  {...text("travel")}
                  label="Frais de déplacement HT (€)"
                  hint={"Vide ou 0\u00a0: aucun, le devis le dit."}
                  inputMode="decimal"
                  autoComplete="off"
                  value={input.travel}
                  onChange={(v) => set("travel", v)}
                />
                <Choice
                  path="travelVatRate"
                  label="TVA des frais de déplacement"
                  value={input.travelVatRate}
                  onChange={(v) => set("travelVatRate", v)}
                  options={VAT_OPTIONS}
                  error={fields.errorOf("travelVatRate")}
                />
                <fieldset className="min-w-0 sm:col-span-2">
                  <legend className="mb-1.5 text-sm font-medium text-ink">Acompte</legend>
                  <div className="flex flex-wrap gap-2">
                    {DEPOSIT_CHOICES.map((choice) => (
                      <label
                        key={choice.value}
                        className={cn(
                          "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium",
                          input.depositKind === choice.value
                            ? "border-copper-500 bg-copper-50 text-copper-900"
                            : "border-slate-300 bg-white",
                        )}
                      >
                        <input
                          type="radio"
                          name="quote-deposit-kind"
                          value={choice.value}
                          checked={input.depositKind === choice.value || (choice.value === "none" && input.depositKind === "")}
                          onChange={() => set("depositKind", choice.value)}
                          className="accent-copper-600"
                        />
                        {choice.label}
                      </label>
                    ))}
                  </div>
                  {input.depositKind === "percent" || input.depositKind === "amount" ? (
                    <TextInput
                      {...text("depositValue")}
                      label={input.depositKind === "percent" ? "Pourcentage du total TTC" : "Montant de l'acompte TTC (€)"}
                      inputMode="decimal"
                      autoComplete="off"
                      value={input.depositValue}
                      onChange={(v) => set("depositValue", v)}
                      className="mt-3 max-w-60"
                    />
                  ) : null}
                </fieldset>
                <TextArea
                  {...text("paymentTerms")}
                  label="Conditions de paiement"
                  rows={3}
                  value={input.paymentTerms}
                  onChange={(v) => set("paymentTerms", v)}
                  className="sm:col-span-2"
                />
                <TextInput
                  {...text("validityDays")}
                  label="Validité (jours)"
                  inputMode="numeric"
                  autoComplete="off"
                  value={input.validityDays}
                  onChange={(v) => set("validityDays", v)}
                />
                <TextInput
                  {...text("estimatedStart")}
                  label="Début estimé des travaux"
                  type="date"
                  value={input.estimatedStart}
                  onChange={(v) => set("estimatedStart", v)}
                />
                <TextInput
                  {...text("estimatedDuration")}
                  label="Durée estimée"
                  placeholder="3 jours, 2 semaines…"
                  autoComplete="off"
                  value={input.estimatedDuration}
                  onChange={(v) => set("estimatedDuration", v)}
                />
              </div>
            </EditorCard>

            <EditorCard icon={<PenLine />} title="Lieu de signature">
              <fieldset className="min-w-0">
                <legend className="sr-only">Lieu de signature</legend>
                <div className="grid gap-2">
                  {SIGNING_CONTEXT_CHOICES.map((choice) => (
                    <label
                      key={choice.value}
                      className={cn(
                        "flex cursor-pointer gap-3 rounded-xl border p-3.5",
                        input.signingContext === choice.value
                          ? "border-copper-500 bg-copper-50/60"
                          : "border-slate-200 bg-white hover:border-slate-300",
                      )}
                    >
                      <input
                        type="radio"
                        name="quote-signing-context"
                        value={choice.value}
                        checked={input.signingContext === choice.value}
                        onChange={() => set("signingContext", choice.value)}
                        className="mt-1 size-4 shrink-0 accent-copper-600"
                      />
                      <span>
                        <span className="block text-sm font-semibold text-ink">{choice.label}</span>
                        <span className="mt-0.5 block text-sm text-slate-600">{choice.help}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {fields.errorOf("signingContext") ? (
                  <p className="mt-1.5 text-sm font-medium text-red-700">{fields.errorOf("signingContext")}</p>
                ) : null}
              </fieldset>
            </EditorCard>

            <EditorCard icon={<NotebookPen />} title="Notes">
              <TextArea
                {...text("notes")}
                label="Notes sous les lignes"
                hint="Précisions, exclusions, matériaux…"
                rows={4}
                value={input.notes}
                onChange={(v) => set("notes", v)}
              />
            </EditorCard>
          </fieldset>
        </Form>
        {/* on a phone or a tablet the totals sit below the form: the total and the save stay at hand while typing */}
        <div className="sticky bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-between gap-3 rounded-[var(--radius-card)] bg-ink/95 px-4 py-2.5 text-white shadow-lg backdrop-blur lg:bottom-4 xl:hidden">
          <p className="text-sm">
            <span className="text-white/70">Total TTC </span>
            <span className="font-bold tabular-nums">{formatEuros(totals.ttcCents)}</span>
          </p>
          <Button
            type="submit"
            form={QUOTE_EDITOR_FORM_ID}
            size="sm"
            disabled={!hydrated || readOnly || saving}
            aria-label="Enregistrer le devis"
          >
            <Save aria-hidden />
            {saving ? "Enregistrement…" : "Enregistrer"}
          </Button>
        </div>
      </div>

      <aside className="grid min-w-0 gap-4 xl:sticky xl:top-6" aria-label="Totaux et actions">
        <TotalsPanel totals={totals} />
        <Card className="grid gap-3 p-4">
          <Button type="submit" form={QUOTE_EDITOR_FORM_ID} disabled={!hydrated || readOnly || saving} className="w-full">
            <Save aria-hidden />
            {saving ? "Enregistrement…" : "Enregistrer"}
          </Button>
          <p className="text-center text-xs text-slate-600" role="status">
            {dirty ? M.unsaved : readOnly ? "" : "Tout est enregistré."}
          </p>
          <form method="post" action={quoteSendPath(quote.id)} className="grid gap-1.5">
            <input type="hidden" name="revision" value={quote.revision} />
            <Button
              type="submit"
              variant="dark"
              className="w-full"
              disabled={sendBlocked !== null}
              aria-describedby={sendBlocked ? "quote-send-blocked" : undefined}
            >
              <Send aria-hidden />
              {quote.currentVersion ? `Envoyer la version ${quote.currentVersion + 1}` : "Envoyer au client"}
            </Button>
            {sendBlocked ? (
              <p id="quote-send-blocked" className="text-xs text-slate-600">
                {sendBlocked}
              </p>
            ) : null}
          </form>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-1">
            <a href={quotePdfPath(quote.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
              <FileDown aria-hidden />
              Télécharger le PDF
            </a>
            {quote.linkActive ? (
              <form method="post" action={quoteSendPath(quote.id)}>
                <input type="hidden" name="intent" value="revoke-link" />
                <Button type="submit" variant="outline" size="sm" className="w-full">
                  <Link2Off aria-hidden />
                  Révoquer le lien
                </Button>
              </form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value={DUPLICATE_INTENT} />
              <Button type="submit" variant="outline" size="sm" className="w-full">
                <Copy aria-hidden />
                Dupliquer
              </Button>
            </Form>
          </div>
        </Card>

        {missingFacts.length > 0 ? (
          <Card className="border-amber-300 bg-amber-50 p-4">
            <h2 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
              <ListChecks className="size-4 text-amber-700" aria-hidden />À compléter avant l'envoi
            </h2>
            <ul className="mt-2 grid gap-2 text-sm text-amber-950">
              {missingFacts.map((fact) => (
                <li key={fact.fact}>
                  <Link to={fact.href} className="underline decoration-amber-400 underline-offset-4 hover:decoration-amber-700">
                    {fact.message}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}

        <Card className="p-4">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
            <History className="size-4 text-copper-600" aria-hidden />
            Versions envoyées
          </h2>
          {versions.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Pas encore envoyé.</p>
          ) : (
            <ul className="mt-2 grid gap-1.5 text-sm">
              {versions.map((v) => (
                <li key={v.version} className="flex items-center justify-between gap-2">
                  <span>
                    Version {v.version}
                    <span className="block text-xs text-slate-500">{formatFrenchDateTime(v.sentAt)}</span>
                  </span>
                  <a
                    href={quotePdfPath(quote.id, v.version)}
                    className="font-semibold text-copper-700 underline underline-offset-4"
                  >
                    PDF<span className="sr-only"> de la version {v.version}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </aside>
    </div>
  );
}

function EditorCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-copper-600">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A save refused because another administrator saved first: both versions compared, then a deliberate choice. */
function ConflictPanel({ conflict, mine, reloadHref }: { conflict: QuoteConflict; mine: QuoteFormInput; reloadHref: string }) {
  const differences = [
    {
      field: "content" as const,
      label: "Le devis",
      by: "lines" as const,
      parts: diffLines(quoteAsText(conflict.saved), quoteAsText(mine)),
    },
  ];
  return (
    <section
      role="alert"
      aria-labelledby="quote-conflict-title"
      className="rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="quote-conflict-title" className="flex items-start gap-2 text-base font-semibold text-amber-950">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        {M.conflict}
      </h2>
      <p className="mt-2 text-sm text-amber-950">
        {M.conflictHelp} Enregistré par {conflict.savedBy ?? "un autre administrateur"} le{" "}
        {formatFrenchDateTime(conflict.savedAt)}.
      </p>
      <details className="mt-4 rounded-lg border border-amber-200 bg-white/70 p-4" open>
        <summary className="cursor-pointer text-sm font-semibold text-ink">Comparer les deux versions</summary>
        <div className="mt-4">
          <DiffView differences={differences} removedLabel="la version enregistrée" addedLabel="votre version" />
        </div>
      </details>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          form={QUOTE_EDITOR_FORM_ID}
          name="overwrite"
          value={conflict.revision}
          className={buttonVariants({ variant: "danger" })}
        >
          <Save aria-hidden />
          {M.overwrite}
        </button>
        <a href={reloadHref} className={buttonVariants({ variant: "outline" })}>
          <RefreshCw aria-hidden />
          {M.reload}
        </a>
      </div>
    </section>
  );
}
