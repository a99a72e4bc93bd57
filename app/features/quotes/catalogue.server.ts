/** The catalogue of the owner's prestations, inserted as devis lines in one tap (docs/product.md#devis-catalogue). */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import type { QuoteUnit, VatRate } from "./content";

type Db = Kysely<DB>;
const defaultDb = (): Db => getDatabase().db;

export interface CatalogueItem {
  id: string;
  name: string;
  unit: QuoteUnit;
  unitPriceCents: number;
  vatRate: VatRate;
}

export type CatalogueFields = Omit<CatalogueItem, "id">;

/** A catalogue the owner keeps by hand: beyond this, a typing loop rather than prestations. */
export const CATALOGUE_MAX_ITEMS = 300;

export async function listCatalogue(db: Db = defaultDb()): Promise<CatalogueItem[]> {
  const rows = await db.selectFrom("quote_catalogue").selectAll().orderBy("position").orderBy("created_at").execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    unit: r.unit as QuoteUnit,
    unitPriceCents: Number(r.unit_price_cents),
    vatRate: Number(r.vat_rate) as VatRate,
  }));
}

/** Adds at the end; null when the catalogue is full. */
export async function addCatalogueItem(
  fields: CatalogueFields,
  { db = defaultDb(), clock = systemClock }: { db?: Db; clock?: Clock } = {},
): Promise<string | null> {
  const id = randomUUID();
  const at = new Date(clock()).toISOString();
  return db.transaction().execute(async (trx) => {
    const { count, last } = await trx
      .selectFrom("quote_catalogue")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("position").as("last")])
      .executeTakeFirstOrThrow();
    if (Number(count) >= CATALOGUE_MAX_ITEMS) return null;
    await trx
      .insertInto("quote_catalogue")
      .values({
        id,
        name: fields.name,
        unit: fields.unit,
        unit_price_cents: fields.unitPriceCents,
        vat_rate: fields.vatRate,
        position: last === null ? 0 : Number(last) + 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  });
}

export async function updateCatalogueItem(
  id: string,
  fields: CatalogueFields,
  { db = defaultDb(), clock = systemClock }: { db?: Db; clock?: Clock } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("quote_catalogue")
    .set({
      name: fields.name,
      unit: fields.unit,
      unit_price_cents: fields.unitPriceCents,
      vat_rate: fields.vatRate,
      updated_at: new Date(clock()).toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCatalogueItem(id: string, db: Db = defaultDb()): Promise<boolean> {
  const result = await db.deleteFrom("quote_catalogue").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Moves a prestation one place up or down (false: unknown, or already first or last). */
export async function moveCatalogueItem(id: string, direction: "up" | "down", db: Db = defaultDb()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const items = await trx.selectFrom("quote_catalogue").select(["id"]).orderBy("position").orderBy("created_at").execute();
    const from = items.findIndex((i) => i.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= items.length) return false;
    const order = items.map((i) => i.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    // positions rewritten in order: gaps and ties left by deletions or two instances disappear
    for (const [position, itemId] of order.entries()) {
      await trx.updateTable("quote_catalogue").set({ position }).where("id", "=", itemId).execute();
    }
    return true;
  });
}
