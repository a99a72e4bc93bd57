/**
 * The devis editor (docs/product.md#devis-editor): a React form over the
 * devis as typed, checked as the owner types by the same rule the server
 * applies (parseQuoteForm), with the totals of totals.ts beside it. Its
 * controls need the scripts, so they are disabled until the page runs them;
 * the save posts the whole devis as one JSON field and the revision it was
 * opened from, and a refusal (wrong field, newer save elsewhere) keeps every
 * value in the form.
 */
import { Hammer, Info, NotebookPen, Save, UserRound } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/features/auth/ui";
import { formatEuros } from "~/lib/euro-amount";
import { focusFirstError } from "~/lib/focus-first-error";
import { useHydrated } from "~/lib/use-hydrated";
import { quoteEditorPath } from "../admin-paths";
import type { MissingQuoteFact } from "../document";
import { parseQuoteForm, type QuoteFieldErrors, type QuoteFormInput } from "../parse-form";
import { computeQuoteTotals } from "../totals";
import { QuoteActionsCard } from "./actions-card";
import { ConditionsCard } from "./conditions-card";
import { ConflictPanel } from "./conflict-panel";
import { EditorCard } from "./editor-card";
import { QUOTE_EDITOR_FORM_ID, SAVE_INTENT, type QuoteSaveRefusal } from "./editor-contract";
import { TextArea, TextInput, fieldId } from "./editor-fields";
import { sameInput, withALine, type CataloguePick } from "./editor-model";
import { QUOTE_EDITOR_MESSAGES as M } from "./messages";
import { MissingFactsCard } from "./missing-facts-card";
import { SectionsEditor, type FieldState } from "./sections-editor";
import { SentVersionsCard } from "./sent-versions-card";
import { SigningContextCard } from "./signing-context-card";
import { TotalsPanel } from "./totals-panel";

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

            <ConditionsCard input={input} set={set} text={text} errorOf={fields.errorOf} />
            <SigningContextCard input={input} set={set} errorOf={fields.errorOf} />
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
        <QuoteActionsCard
          quote={quote}
          canSave={hydrated && !readOnly && !saving}
          saving={saving}
          dirty={dirty}
          readOnly={readOnly}
          sendBlocked={sendBlocked}
        />
        <MissingFactsCard missingFacts={missingFacts} />
        <SentVersionsCard quoteId={quote.id} versions={versions} />
      </aside>
    </div>
  );
}
