/**
 * 'Tarifs de dépannage et d'entretien' (docs/product.md#repair-prices): what
 * the arrêté du 24 janvier 2017 asks a roofer to show for repair, maintenance
 * and call-out work: hourly rates, travel costs and flat rates, all TTC, and
 * whether the quote is free. Rows are labelled prices; the form offers blank
 * rows to fill and a row emptied is removed.
 */
import { z } from "zod";
import type { PricedItem, RepairPrices } from "~/config/site";
import { euroAmountForInput, parseEuroAmount } from "~/lib/euro-amount";
import { SETTINGS_MESSAGES as M } from "../messages";
import {
  checkFilledRows,
  readRows,
  readTextFields,
  requiredText,
  storedObject,
  storedRows,
  storedText,
  typedRow,
} from "./fields";
import type { SettingsSection } from "./section";

/** Rows of each list. */
export const MAX_PRICE_ROWS = 10;

export type PriceList = "hourlyRates" | "travelCosts" | "flatRates";
export const PRICE_LISTS: readonly PriceList[] = ["hourlyRates", "travelCosts", "flatRates"];

export interface RepairPricesSettings {
  repairPrices: { hourlyRates: PricedItem[]; travelCosts: PricedItem[]; flatRates: PricedItem[]; quoteCents: number | null };
}

/** A priced row as typed: 'hourlyRates.0.label', 'hourlyRates.0.amount'. */
export interface PriceRowDraft {
  label: string;
  amount: string;
}

export interface RepairPricesDraft {
  hourlyRates: PriceRowDraft[];
  travelCosts: PriceRowDraft[];
  flatRates: PriceRowDraft[];
  /** 'yes': the quote is free; 'no': it costs `quotePrice` */
  quoteFree: string;
  quotePrice: string;
}

const amount = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((typed, ctx) => {
      const cents = parseEuroAmount(typed);
      if (cents !== null) return cents;
      ctx.addIssue({ code: "custom", message: M.priceAmountInvalid });
      return z.NEVER;
    });

const pricedRow = z
  .object({ label: requiredText(M.priceLabelRequired), amount: amount(M.priceAmountRequired) })
  .transform(({ label, amount: cents }) => ({ label, cents }));

const priceRows = z.array(typedRow(["label", "amount"])).transform((rows, ctx) => {
  const { filled, passed } = checkFilledRows(rows, pricedRow, ctx);
  if (filled > MAX_PRICE_ROWS) ctx.addIssue({ code: "custom", message: M.tooManyPriceRows });
  return passed.map((row) => row.value);
});

const typedRows = z.array(typedRow(["label", "amount"]));

/** The quote's price in cents, null when free; a paid quote needs its price. */
function quoteOf(quoteFree: string, quotePrice: string, ctx: z.RefinementCtx): number | null | undefined {
  if (quoteFree !== "no") return null;
  const cents = quotePrice === "" ? null : parseEuroAmount(quotePrice);
  if (cents === null)
    ctx.addIssue({
      code: "custom",
      message: quotePrice === "" ? M.quotePriceRequired : M.priceAmountInvalid,
      path: ["quotePrice"],
    });
  return cents ?? undefined;
}

// one transform over the whole section, so that a wrong row does not hide the quote's own error
const schema = z
  .object({
    hourlyRates: typedRows,
    travelCosts: typedRows,
    flatRates: typedRows,
    quoteFree: z.string(),
    quotePrice: z.string().trim(),
  })
  .transform((draft, ctx) => {
    const lists: Partial<Record<PriceList, PricedItem[]>> = {};
    for (const list of PRICE_LISTS) {
      const result = priceRows.safeParse(draft[list]);
      if (result.success) lists[list] = result.data;
      else
        for (const issue of result.error.issues)
          ctx.addIssue({ code: "custom", message: issue.message, path: [list, ...issue.path] });
    }
    const quoteCents = quoteOf(draft.quoteFree, draft.quotePrice, ctx);
    const { hourlyRates, travelCosts, flatRates } = lists;
    if (!hourlyRates || !travelCosts || !flatRates || quoteCents === undefined) return z.NEVER;
    return { repairPrices: { hourlyRates, travelCosts, flatRates, quoteCents } };
  });

const storedPrices = storedRows({ label: storedText, cents: z.number().catch(-1) }).transform((rows) =>
  rows.map((row) => ({
    label: row.label,
    amount: row.cents >= 0 && Number.isSafeInteger(row.cents) ? euroAmountForInput(row.cents) : "",
  })),
);

const toRows = (items: readonly PricedItem[]) =>
  items.map((item) => ({ label: item.label, amount: euroAmountForInput(item.cents) }));

function draftOf(prices: RepairPrices): RepairPricesDraft {
  return {
    hourlyRates: toRows(prices.hourlyRates),
    travelCosts: toRows(prices.travelCosts),
    flatRates: toRows(prices.flatRates),
    quoteFree: prices.quoteCents === null ? "yes" : "no",
    quotePrice: prices.quoteCents === null ? "" : euroAmountForInput(prices.quoteCents),
  };
}

export const repairPricesSection: SettingsSection<RepairPricesDraft, RepairPricesSettings> = {
  readForm: (form) => ({
    hourlyRates: readRows(form, "hourlyRates", ["label", "amount"], MAX_PRICE_ROWS + 1),
    travelCosts: readRows(form, "travelCosts", ["label", "amount"], MAX_PRICE_ROWS + 1),
    flatRates: readRows(form, "flatRates", ["label", "amount"], MAX_PRICE_ROWS + 1),
    ...readTextFields(form, ["quoteFree", "quotePrice"]),
  }),
  schema,
  // saved before the section existed: no prices and a free quote
  stored: storedObject({
    repairPrices: storedObject({
      hourlyRates: storedPrices,
      travelCosts: storedPrices,
      flatRates: storedPrices,
      quoteCents: z.number().int().nonnegative().nullable().catch(null),
    }),
  }).transform(({ repairPrices: p }) => ({
    hourlyRates: p.hourlyRates,
    travelCosts: p.travelCosts,
    flatRates: p.flatRates,
    quoteFree: p.quoteCents === null ? "yes" : "no",
    quotePrice: p.quoteCents === null ? "" : euroAmountForInput(p.quoteCents),
  })),
  toDraft: (s) => draftOf(s.repairPrices),
  fromSite: (site) => {
    const p = site.repairPrices;
    return {
      repairPrices: {
        hourlyRates: [...p.hourlyRates],
        travelCosts: [...p.travelCosts],
        flatRates: [...p.flatRates],
        quoteCents: p.quoteCents,
      },
    };
  },
  toSite: (s) => ({ repairPrices: s.repairPrices }),
};
