/**
 * The devis editor's fields as typed ('1 234,50', '12,5', '30 %') to a
 * QuoteContent, or the French message of each wrong field, keyed by its path
 * ('sections.0.lines.2.unitPrice'). The same function checks in the browser
 * as the owner types and on the server before anything is saved
 * (docs/product.md#devis-editor).
 */
import { isEmailAddress } from "~/lib/email-address";
import { parseEuroAmount } from "~/lib/euro-amount";
import { withoutHiddenCharacters } from "~/lib/hidden-characters";
import {
  QUOTE_LIMITS,
  SIGNING_CONTEXTS,
  isQuoteUnit,
  isVatRate,
  type QuoteContent,
  type QuoteDeposit,
  type QuoteLine,
  type QuoteSection,
  type SigningContext,
} from "./content";
import { computeQuoteTotals } from "./totals";

export interface QuoteLineInput {
  id: string;
  designation: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: string;
  optional: boolean;
}

export interface QuoteSectionInput {
  id: string;
  title: string;
  lines: QuoteLineInput[];
}

export interface QuoteFormInput {
  customer: { name: string; email: string; phone: string; address: string; siteAddress: string };
  title: string;
  sections: QuoteSectionInput[];
  notes: string;
  travel: string;
  travelVatRate: string;
  depositKind: string;
  depositValue: string;
  paymentTerms: string;
  validityDays: string;
  estimatedStart: string;
  estimatedDuration: string;
  signingContext: string;
}

export type QuoteFieldErrors = Record<string, string>;

/**
 * On failure, `content` is what could be read (a wrong amount or quantity counts as 0, a wrong choice as its
 * default): the editor's live totals, never something to store.
 */
export type ParsedQuote = { ok: true; content: QuoteContent } | { ok: false; errors: QuoteFieldErrors; content: QuoteContent };

const euros = (cents: number) => `${(cents / 100).toLocaleString("fr-FR")}\u00a0€`;

export const QUOTE_MESSAGES = {
  required: "Ce champ est obligatoire.",
  tooLong: (max: number) => `${max} caractères au maximum.`,
  amount: "Montant invalide\u00a0: un nombre positif, deux décimales au plus (ex.\u00a0: 1 234,50).",
  amountTooHigh: `Montant trop élevé\u00a0: ${euros(QUOTE_LIMITS.maxAmountCents)} au maximum.`,
  quantity: "Quantité invalide\u00a0: un nombre positif, deux décimales au plus (ex.\u00a0: 12,5).",
  quantityTooHigh: "Quantité trop élevée.",
  unit: "Choisissez une unité de la liste.",
  vatRate: "Choisissez un taux de TVA de la liste (5,5\u00a0%, 10\u00a0% ou 20\u00a0%).",
  email: "Adresse e-mail invalide.",
  tooManyLines: `Un devis compte ${QUOTE_LIMITS.maxLines} lignes au plus.`,
  tooManySections: `Un devis compte ${QUOTE_LIMITS.maxSections} sections au plus.`,
  noLine: "Ajoutez au moins une ligne au devis.",
  lineTotalTooHigh: `Le montant de cette ligne dépasse ${euros(QUOTE_LIMITS.maxAmountCents)}.`,
  totalTooHigh: `Le total du devis dépasse ${euros(QUOTE_LIMITS.maxAmountCents)}.`,
  percent: "Pourcentage invalide\u00a0: entre 0 et 100, deux décimales au plus.",
  depositTooHigh: "L'acompte dépasse le total TTC du devis.",
  depositKind: "Choisissez le type d'acompte.",
  validity: `Durée de validité invalide\u00a0: un nombre de jours entre ${QUOTE_LIMITS.minValidityDays} et ${QUOTE_LIMITS.maxValidityDays}.`,
  date: "Date invalide.",
  signingContext: "Choisissez où le devis sera signé.",
} as const;

const HUNDREDTHS = /^(\d{1,3}(?:\d{3})*|\d{1,3}(?: \d{3})+)(?:[.,](\d{1,2}))?$/;

/** '12,5' → 1250, '1 200' → 120000; null when not a positive number with two decimals at most. */
export function parseHundredths(typed: string): number | null {
  const value = typed.trim().replace(/[\s\u00a0\u202f]/g, " ");
  const m = HUNDREDTHS.exec(value);
  if (!m) return null;
  const n = Number(m[1]!.replace(/ /g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
  return Number.isSafeInteger(n) ? n : null;
}

/** '30', '30 %', '12,5 %' → basis points (3000, 1250), null outside 0–100. */
export function parsePercent(typed: string): number | null {
  const n = parseHundredths(typed.replace(/%\s*$/u, ""));
  return n !== null && n <= 10_000 ? n : null;
}

/** Keeps a text field: trimmed, line ends unified, invisible control characters removed (tabs and line breaks kept in long texts). */
function cleanText(value: string, multiline = false): string {
  const unified = value.replace(/\r\n?/g, "\n");
  const kept = multiline
    ? unified
        .split("\n")
        .map((l) => withoutHiddenCharacters(l))
        .join("\n")
    : withoutHiddenCharacters(unified);
  return kept.trim();
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function parseQuoteForm(input: QuoteFormInput): ParsedQuote {
  const errors: QuoteFieldErrors = {};
  const text = (path: string, value: string, max: number, opts: { required?: boolean; multiline?: boolean } = {}) => {
    const cleaned = cleanText(value ?? "", opts.multiline);
    if (opts.required && cleaned === "") errors[path] = QUOTE_MESSAGES.required;
    else if (cleaned.length > max) errors[path] = QUOTE_MESSAGES.tooLong(max);
    return cleaned;
  };
  const amount = (path: string, typed: string, { emptyIsZero = false } = {}): number => {
    const trimmed = (typed ?? "").trim();
    if (trimmed === "" && emptyIsZero) return 0;
    if (trimmed === "") {
      errors[path] = QUOTE_MESSAGES.required;
      return 0;
    }
    // the shared euro reader refuses over 1 M€ as not an amount: tell that case apart
    const cents = parseEuroAmount(trimmed);
    if (cents === null) {
      const unbounded = parseHundredths(trimmed.replace(/€\s*$/u, ""));
      errors[path] =
        unbounded !== null && unbounded > QUOTE_LIMITS.maxAmountCents ? QUOTE_MESSAGES.amountTooHigh : QUOTE_MESSAGES.amount;
      return 0;
    }
    return cents;
  };

  const customer = {
    name: text("customer.name", input.customer.name, QUOTE_LIMITS.customerName, { required: true }),
    email: text("customer.email", input.customer.email, QUOTE_LIMITS.customerEmail, { required: true }),
    phone: text("customer.phone", input.customer.phone, QUOTE_LIMITS.customerPhone),
    address: text("customer.address", input.customer.address, QUOTE_LIMITS.address, { multiline: true }),
    siteAddress: text("customer.siteAddress", input.customer.siteAddress, QUOTE_LIMITS.address, {
      required: true,
      multiline: true,
    }),
  };
  if (!errors["customer.email"] && !isEmailAddress(customer.email)) errors["customer.email"] = QUOTE_MESSAGES.email;

  const title = text("title", input.title, QUOTE_LIMITS.title, { required: true });

  if (input.sections.length > QUOTE_LIMITS.maxSections) errors.sections = QUOTE_MESSAGES.tooManySections;
  const totalLines = input.sections.reduce((n, s) => n + s.lines.length, 0);
  if (totalLines > QUOTE_LIMITS.maxLines) errors.sections = QUOTE_MESSAGES.tooManyLines;
  else if (totalLines === 0) errors.sections = QUOTE_MESSAGES.noLine;

  const sections: QuoteSection[] = errors.sections
    ? []
    : input.sections.map((section, s) => ({
        id: section.id,
        title: text(`sections.${s}.title`, section.title, QUOTE_LIMITS.sectionTitle),
        lines: section.lines.map((line, l): QuoteLine => {
          const path = `sections.${s}.lines.${l}`;
          const quantity = parseHundredths(line.quantity ?? "");
          if (quantity === null || quantity === 0) errors[`${path}.quantity`] = QUOTE_MESSAGES.quantity;
          else if (quantity > QUOTE_LIMITS.maxQuantityHundredths) errors[`${path}.quantity`] = QUOTE_MESSAGES.quantityTooHigh;
          const vatRate = Number(line.vatRate);
          if (!isVatRate(vatRate)) errors[`${path}.vatRate`] = QUOTE_MESSAGES.vatRate;
          if (!isQuoteUnit(line.unit)) errors[`${path}.unit`] = QUOTE_MESSAGES.unit;
          const parsed: QuoteLine = {
            id: line.id,
            designation: text(`${path}.designation`, line.designation, QUOTE_LIMITS.designation, {
              required: true,
              multiline: true,
            }),
            quantityHundredths: quantity ?? 0,
            unit: isQuoteUnit(line.unit) ? line.unit : "u",
            unitPriceCents: amount(`${path}.unitPrice`, line.unitPrice),
            vatRate: isVatRate(vatRate) ? vatRate : 2000,
            optional: line.optional === true,
          };
          if (!errors[`${path}.quantity`] && !errors[`${path}.unitPrice`]) {
            const lineTotal = Math.round((parsed.quantityHundredths * parsed.unitPriceCents) / 100);
            if (lineTotal > QUOTE_LIMITS.maxAmountCents) errors[`${path}.unitPrice`] = QUOTE_MESSAGES.lineTotalTooHigh;
          }
          return parsed;
        }),
      }));

  const travelCents = amount("travel", input.travel, { emptyIsZero: true });
  const travelVatRateNumber = Number(input.travelVatRate || "2000");
  if (!isVatRate(travelVatRateNumber)) errors.travelVatRate = QUOTE_MESSAGES.vatRate;
  const travelVatRate = isVatRate(travelVatRateNumber) ? travelVatRateNumber : 2000;

  let deposit: QuoteDeposit = { kind: "none" };
  if (input.depositKind === "percent") {
    const basisPoints = parsePercent(input.depositValue ?? "");
    if (basisPoints === null) errors.depositValue = QUOTE_MESSAGES.percent;
    else deposit = { kind: "percent", basisPoints };
  } else if (input.depositKind === "amount") {
    deposit = { kind: "amount", cents: amount("depositValue", input.depositValue) };
  } else if (input.depositKind !== "none" && input.depositKind !== "") {
    errors.depositKind = QUOTE_MESSAGES.depositKind;
  }

  const validityTyped = (input.validityDays ?? "").trim();
  const validityDays = /^\d{1,4}$/.test(validityTyped) ? Number(validityTyped) : NaN;
  if (!(validityDays >= QUOTE_LIMITS.minValidityDays && validityDays <= QUOTE_LIMITS.maxValidityDays)) {
    errors.validityDays = QUOTE_MESSAGES.validity;
  }

  const estimatedStart = (input.estimatedStart ?? "").trim();
  if (estimatedStart !== "" && !isIsoDay(estimatedStart)) errors.estimatedStart = QUOTE_MESSAGES.date;

  const signingContext = input.signingContext as SigningContext;
  if (!SIGNING_CONTEXTS.includes(signingContext)) errors.signingContext = QUOTE_MESSAGES.signingContext;

  const content: QuoteContent = {
    customer,
    title,
    sections,
    notes: text("notes", input.notes, QUOTE_LIMITS.notes, { multiline: true }),
    travelCents,
    travelVatRate,
    deposit,
    paymentTerms: text("paymentTerms", input.paymentTerms, QUOTE_LIMITS.paymentTerms, { multiline: true }),
    validityDays: Number.isFinite(validityDays) ? validityDays : 0,
    estimatedStart,
    estimatedDuration: text("estimatedDuration", input.estimatedDuration, QUOTE_LIMITS.estimatedDuration),
    signingContext: SIGNING_CONTEXTS.includes(signingContext) ? signingContext : "distance",
  };

  if (Object.keys(errors).length === 0) {
    // the largest total: every option ticked
    const allOptions = sections.flatMap((s) => s.lines.filter((l) => l.optional).map((l) => l.id));
    const totals = computeQuoteTotals(content, allOptions);
    if (totals.ttcCents > QUOTE_LIMITS.maxAmountCents) errors.sections = QUOTE_MESSAGES.totalTooHigh;
    if (deposit.kind === "amount" && deposit.cents > computeQuoteTotals(content).ttcCents)
      errors.depositValue = QUOTE_MESSAGES.depositTooHigh;
  }

  return Object.keys(errors).length === 0 ? { ok: true, content } : { ok: false, errors, content };
}

/** The editor's fields for a stored content (what parseQuoteForm reads back to the same content). */
export function quoteFormInputOf(content: QuoteContent): QuoteFormInput {
  const typed = (n: number) => {
    const whole = Math.floor(n / 100);
    const rest = n % 100;
    return rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, "0")}`;
  };
  return {
    customer: { ...content.customer },
    title: content.title,
    sections: content.sections.map((s) => ({
      id: s.id,
      title: s.title,
      lines: s.lines.map((l) => ({
        id: l.id,
        designation: l.designation,
        quantity: typed(l.quantityHundredths),
        unit: l.unit,
        unitPrice: typed(l.unitPriceCents),
        vatRate: String(l.vatRate),
        optional: l.optional,
      })),
    })),
    notes: content.notes,
    travel: content.travelCents === 0 ? "" : typed(content.travelCents),
    travelVatRate: String(content.travelVatRate),
    depositKind: content.deposit.kind,
    depositValue:
      content.deposit.kind === "percent"
        ? typed(content.deposit.basisPoints)
        : content.deposit.kind === "amount"
          ? typed(content.deposit.cents)
          : "",
    paymentTerms: content.paymentTerms,
    validityDays: String(content.validityDays),
    estimatedStart: content.estimatedStart,
    estimatedDuration: content.estimatedDuration,
    signingContext: content.signingContext,
  };
}
