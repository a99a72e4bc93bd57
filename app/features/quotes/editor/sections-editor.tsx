/**
 * The work of a devis: sections (a title and their lines), each line a card
 * that stacks on a phone (docs/product.md#devis-editor). Moves, removals and
 * the catalogue act on the editor's state; nothing here posts.
 */
import { ArrowDown, ArrowUp, BookOpen, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatEuros } from "~/lib/euro-amount";
import { cn } from "~/lib/utils";
import { QUOTE_UNITS, UNIT_LABELS, VAT_RATES, vatRateLabel } from "../content";
import type { QuoteFormInput, QuoteLineInput } from "../parse-form";
import { QUOTE_CATALOGUE_PATH } from "../admin-paths";
import { Choice, fieldId, TextArea, TextInput } from "./editor-fields";
import {
  addLine,
  addSection,
  lineFromCatalogue,
  moveLine,
  moveSection,
  removeLine,
  removeSection,
  updateLine,
  updateSection,
  type CataloguePick,
} from "./editor-model";

const UNIT_OPTIONS = QUOTE_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }));
const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: String(r), label: vatRateLabel(r) }));

export interface FieldState {
  /** the message to show under the field at `path`, once it was left or a save was tried */
  errorOf: (path: string) => string | undefined;
  touch: (path: string) => void;
}

export function SectionsEditor({
  input,
  onChange,
  lineCents,
  catalogue,
  fields,
}: {
  input: QuoteFormInput;
  onChange: (next: QuoteFormInput) => void;
  /** each line's amount before tax, by id; absent while its figures are wrong */
  lineCents: Record<string, number | undefined>;
  catalogue: readonly (CataloguePick & { id: string })[];
  fields: FieldState;
}) {
  const sectionCount = input.sections.length;
  return (
    <div className="grid gap-5">
      {input.sections.map((section, s) => (
        <section
          key={section.id}
          aria-label={section.title ? `Section ${s + 1} : ${section.title}` : `Section ${s + 1}`}
          className="rounded-[var(--radius-card)] border border-slate-200 bg-slate-50/70 p-3 sm:p-4"
        >
          <div className="flex min-h-10 items-center justify-between gap-2">
            <label htmlFor={fieldId(`sections.${s}.title`)} className="text-sm font-semibold text-ink">
              Section {s + 1}
            </label>
            {sectionCount > 1 ? (
              <div className="flex shrink-0 gap-1">
                <IconButton
                  label={`Monter la section ${s + 1}`}
                  disabled={s === 0}
                  onClick={() => onChange(moveSection(input, s, -1))}
                >
                  <ArrowUp />
                </IconButton>
                <IconButton
                  label={`Descendre la section ${s + 1}`}
                  disabled={s === sectionCount - 1}
                  onClick={() => onChange(moveSection(input, s, 1))}
                >
                  <ArrowDown />
                </IconButton>
                <IconButton label={`Supprimer la section ${s + 1}`} danger onClick={() => onChange(removeSection(input, s))}>
                  <Trash2 />
                </IconButton>
              </div>
            ) : null}
          </div>
          <TextInput
            path={`sections.${s}.title`}
            label={`Titre de la section ${s + 1}`}
            srLabel
            placeholder={"Titre facultatif\u00a0: Dépose, Fourniture et pose…"}
            value={section.title}
            onChange={(title) => onChange(updateSection(input, s, (sec) => ({ ...sec, title })))}
            onBlur={() => fields.touch(`sections.${s}.title`)}
            error={fields.errorOf(`sections.${s}.title`)}
            className="mt-1.5"
          />

          <ol className="mt-3 grid gap-3">
            {section.lines.map((line, l) => (
              <LineCard
                key={line.id}
                line={line}
                path={`sections.${s}.lines.${l}`}
                number={input.sections.slice(0, s).reduce((n, sec) => n + sec.lines.length, 0) + l + 1}
                cents={lineCents[line.id]}
                fields={fields}
                onChange={(change) => onChange(updateLine(input, s, l, change))}
                onRemove={() => onChange(removeLine(input, s, l))}
                onMove={(by) => onChange(moveLine(input, s, l, by))}
                canMoveUp={s > 0 || l > 0}
                canMoveDown={s < sectionCount - 1 || l < section.lines.length - 1}
              />
            ))}
          </ol>
          {section.lines.length === 0 ? <p className="mt-2 text-sm text-slate-600">Aucune ligne dans cette section.</p> : null}

          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button variant="outline" size="sm" onClick={() => onChange(addLine(input, s))} className="h-10">
              <Plus aria-hidden />
              Ajouter une ligne
            </Button>
            <CataloguePicker catalogue={catalogue} onPick={(item) => onChange(addLine(input, s, lineFromCatalogue(item)))} />
          </div>
        </section>
      ))}
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange(addSection(input))}
          className="h-10 border border-dashed border-slate-300"
        >
          <Plus aria-hidden />
          Ajouter une section
        </Button>
      </div>
    </div>
  );
}

function LineCard({
  line,
  path,
  number,
  cents,
  fields,
  onChange,
  onRemove,
  onMove,
  canMoveUp,
  canMoveDown,
}: {
  line: QuoteLineInput;
  path: string;
  number: number;
  cents: number | undefined;
  fields: FieldState;
  onChange: (change: Partial<QuoteLineInput>) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
}) {
  const at = (field: string) => `${path}.${field}`;
  const text = (field: keyof QuoteLineInput) => ({
    path: at(field),
    error: fields.errorOf(at(field)),
    onBlur: () => fields.touch(at(field)),
  });
  return (
    <li
      className={cn(
        "rounded-xl border bg-white p-3 shadow-sm sm:p-4",
        line.optional ? "border-dashed border-copper-300" : "border-slate-200",
      )}
      data-line={line.id}
    >
      <div className="flex min-h-10 items-center justify-between gap-2">
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
          <span className="grid size-6 place-items-center rounded-full bg-slate-100 text-xs" aria-hidden>
            {number}
          </span>
          {line.optional ? <span className="rounded-full bg-copper-50 px-2 py-0.5 text-xs text-copper-800">Option</span> : null}
        </span>
        <div className="flex shrink-0 gap-1">
          <IconButton label={`Monter la ligne ${number}`} disabled={!canMoveUp} onClick={() => onMove(-1)}>
            <ArrowUp />
          </IconButton>
          <IconButton label={`Descendre la ligne ${number}`} disabled={!canMoveDown} onClick={() => onMove(1)}>
            <ArrowDown />
          </IconButton>
          <IconButton label={`Supprimer la ligne ${number}`} danger onClick={onRemove}>
            <Trash2 />
          </IconButton>
        </div>
      </div>
      <TextArea
        {...text("designation")}
        label={
          <>
            Désignation<span className="sr-only"> de la ligne {number}</span>
          </>
        }
        rows={2}
        value={line.designation}
        onChange={(designation) => onChange({ designation })}
        className="mt-1"
      />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[6rem_7rem_minmax(8rem,1fr)_7rem]">
        <TextInput
          {...text("quantity")}
          label="Quantité"
          inputMode="decimal"
          autoComplete="off"
          value={line.quantity}
          onChange={(quantity) => onChange({ quantity })}
        />
        <Choice
          path={at("unit")}
          label="Unité"
          value={line.unit}
          onChange={(unit) => onChange({ unit })}
          options={UNIT_OPTIONS}
          error={fields.errorOf(at("unit"))}
        />
        <TextInput
          {...text("unitPrice")}
          label="Prix unitaire HT (€)"
          inputMode="decimal"
          autoComplete="off"
          value={line.unitPrice}
          onChange={(unitPrice) => onChange({ unitPrice })}
        />
        <Choice
          path={at("vatRate")}
          label="TVA"
          value={line.vatRate}
          onChange={(vatRate) => onChange({ vatRate })}
          options={VAT_OPTIONS}
          error={fields.errorOf(at("vatRate"))}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3">
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2.5 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={line.optional}
            onChange={(e) => onChange({ optional: e.currentTarget.checked })}
            className="size-5 rounded border-slate-300 accent-copper-600"
          />
          <span>
            Optionnelle <span className="text-slate-500">(le client choisit de la prendre)</span>
          </span>
        </label>
        <p className="text-sm text-slate-600">
          Montant HT{" "}
          <output className="ml-1 font-semibold text-ink tabular-nums" data-line-amount>
            {cents === undefined ? "—" : formatEuros(cents)}
          </output>
        </p>
      </div>
    </li>
  );
}

function CataloguePicker({
  catalogue,
  onPick,
}: {
  catalogue: readonly (CataloguePick & { id: string })[];
  onPick: (item: CataloguePick) => void;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [filter, setFilter] = useState("");
  const shown = catalogue.filter((item) => item.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <details ref={details} className="group relative">
      <summary className="flex h-10 w-full cursor-pointer list-none items-center justify-center gap-2 sm:inline-flex sm:w-auto rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <BookOpen className="size-4" aria-hidden />
        Ajouter depuis le catalogue
      </summary>
      <div className="z-20 mt-2 w-full rounded-xl border border-slate-200 bg-white p-3 shadow-lg sm:absolute sm:w-[26rem]">
        {catalogue.length === 0 ? (
          <p className="text-sm text-slate-600">
            Votre catalogue est vide.{" "}
            <Link to={QUOTE_CATALOGUE_PATH} className="font-semibold text-copper-700 underline underline-offset-4">
              Ajouter vos prestations
            </Link>
          </p>
        ) : (
          <>
            {catalogue.length > 6 ? (
              <Input
                type="search"
                aria-label="Chercher une prestation"
                placeholder="Chercher une prestation"
                value={filter}
                onChange={(e) => setFilter(e.currentTarget.value)}
                className="mb-2 py-2"
              />
            ) : null}
            <ul className="max-h-72 overflow-y-auto">
              {shown.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-copper-50 focus-visible:bg-copper-50"
                    onClick={() => {
                      onPick(item);
                      if (details.current) details.current.open = false;
                      setFilter("");
                    }}
                  >
                    <span className="min-w-0 font-medium text-ink">{item.name}</span>
                    <span className="shrink-0 text-slate-600 tabular-nums">
                      {formatEuros(item.unitPriceCents)} / {UNIT_LABELS[item.unit]}
                    </span>
                  </button>
                </li>
              ))}
              {shown.length === 0 ? (
                <li className="px-2.5 py-2 text-sm text-slate-600">Aucune prestation ne correspond.</li>
              ) : null}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "grid size-10 place-items-center rounded-lg border border-slate-200 bg-white text-slate-600 transition-colors hover:bg-slate-50 disabled:opacity-40 [&_svg]:size-4",
        danger && "hover:border-red-200 hover:bg-red-50 hover:text-red-700",
      )}
    >
      {children}
    </button>
  );
}
