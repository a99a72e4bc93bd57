import type { Kysely } from "kysely";
import type { DbKind } from "../client.server";

// Migrations must not depend on the current schema types: they describe history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyDb = Kysely<any>;

export interface AppMigration {
  up(db: AnyDb, kind: DbKind): Promise<void>;
}

/** Column types that mean the same thing on both engines (see db/schema.ts). */
export const timestampType = (kind: DbKind) => (kind === "postgres" ? "timestamptz" : "text");
export const booleanType = (kind: DbKind) => (kind === "postgres" ? "boolean" : "integer");
export const bigintType = (kind: DbKind) => (kind === "postgres" ? "bigint" : "integer");
