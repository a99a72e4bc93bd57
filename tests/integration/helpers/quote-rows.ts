/**
 * Devis written straight into the tables (db/migrations/022-quotes.ts), as the sending and
 * the customer's answers leave them, for the tests of what reads them (reminders, alerts,
 * figures). A valid QuoteDocument per version, its SHA-256 computed like the sending does.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { DEFAULT_SITE } from "~/config/site";
import type { DB } from "~/db/schema";
import type { QuoteContent } from "~/features/quotes/content";
import { businessFactsOf, type QuoteDocument } from "~/features/quotes/document";
import { hashQuoteLinkToken, newQuoteLinkNonce, quoteLinkToken } from "~/features/quotes/link.server";
import { parisIsoDay } from "~/lib/dates";

/**
 * 1 000,00 € HT at 10 % (1 100,00 € TTC) and 200,00 € HT of travel at 20 % (240,00 € TTC):
 * 1 340,00 € TTC; the optional line 'opt' adds 100,00 € HT at 10 % (110,00 € TTC) when ticked.
 */
export function quoteContent(overrides: Partial<QuoteContent> = {}): QuoteContent {
  return {
    customer: {
      name: "Jean Dupont",
      email: "jean.dupont@example.fr",
      phone: "06 12 34 56 78",
      address: "",
      siteAddress: "3 rue des Lilas, 69550 Cublize",
    },
    title: "Réfection de la couverture en zinc",
    sections: [
      {
        id: "s1",
        title: "Fourniture et pose",
        lines: [
          {
            id: "l1",
            designation: "Zinc",
            quantityHundredths: 1000,
            unitPriceCents: 10_000,
            unit: "m²",
            vatRate: 1000,
            optional: false,
          },
          {
            id: "opt",
            designation: "Crochets neige",
            quantityHundredths: 100,
            unitPriceCents: 10_000,
            unit: "forfait",
            vatRate: 1000,
            optional: true,
          },
        ],
      },
    ],
    notes: "",
    travelCents: 20_000,
    travelVatRate: 2000,
    deposit: { kind: "percent", basisPoints: 3000 },
    paymentTerms: DEFAULT_SITE.quoteTerms.paymentTerms,
    validityDays: 30,
    estimatedStart: "",
    estimatedDuration: "",
    signingContext: "distance",
    ...overrides,
  };
}

export interface SeededQuote {
  id: string;
  number: string;
  nonce: string;
  token: string;
}

export interface QuoteRow {
  number: string;
  leadId?: string | null;
  status?: "sent" | "accepted" | "refused" | "withdrawn";
  /** ISO instants of each version's sending, oldest first (one version per entry) */
  sentAt: string[];
  /** 'YYYY-MM-DD' of the latest version */
  validUntil: string;
  content?: QuoteContent;
  viewedAt?: string | null;
  answeredAt?: string | null;
  withdrawnAt?: string | null;
  tokenRevokedAt?: string | null;
  tokenExpiresAt?: string | null;
  /** a signature of the latest version */
  acceptance?: { acceptedAt: string; tickedOptions?: string[] };
}

/** Inserts a devis, its versions and its acceptance; returns what builds its link. */
export async function insertQuote(db: Kysely<DB>, row: QuoteRow): Promise<SeededQuote> {
  const id = randomUUID();
  const nonce = newQuoteLinkNonce();
  const token = quoteLinkToken(id, nonce);
  const content = row.content ?? quoteContent();
  const first = row.sentAt[0]!;
  const last = row.sentAt[row.sentAt.length - 1]!;
  await db
    .insertInto("quotes")
    .values({
      id,
      lead_id: row.leadId ?? null,
      number: row.number,
      status: row.status ?? "sent",
      content: JSON.stringify(content),
      revision: row.sentAt.length,
      created_at: first,
      created_by: null,
      updated_at: last,
      updated_by: null,
      current_version: row.sentAt.length,
      first_sent_at: first,
      last_sent_at: last,
      valid_until: row.validUntil,
      token_nonce: nonce,
      token_hash: hashQuoteLinkToken(token),
      token_expires_at: row.tokenExpiresAt ?? null,
      token_revoked_at: row.tokenRevokedAt ?? null,
      viewed_at: row.viewedAt ?? null,
      answered_at: row.answeredAt ?? row.acceptance?.acceptedAt ?? null,
      refusal_reason: null,
      withdrawn_at: row.withdrawnAt ?? null,
    })
    .execute();
  for (const [index, sentAt] of row.sentAt.entries()) {
    const version = index + 1;
    const document: QuoteDocument = {
      number: row.number,
      version,
      issuedOn: parisIsoDay(new Date(sentAt)),
      validUntil: version === row.sentAt.length ? row.validUntil : parisIsoDay(new Date(sentAt)),
      business: businessFactsOf({ ...DEFAULT_SITE, siret: "123 456 789 00012", vatNumber: "FR12123456789" }),
      content,
    };
    const json = JSON.stringify(document);
    await db
      .insertInto("quote_versions")
      .values({
        id: randomUUID(),
        quote_id: id,
        version,
        document: json,
        document_hash: createHash("sha256").update(json, "utf8").digest("hex"),
        sent_at: sentAt,
        sent_by: "Patron",
      })
      .execute();
    if (row.acceptance && version === row.sentAt.length) {
      await db
        .insertInto("quote_acceptances")
        .values({
          quote_id: id,
          version,
          signer_name: content.customer.name,
          accepted_at: row.acceptance.acceptedAt,
          ip: "203.0.113.7",
          user_agent: "vitest",
          document_hash: createHash("sha256").update(json, "utf8").digest("hex"),
          ticked_options: JSON.stringify(row.acceptance.tickedOptions ?? []),
          reduced_vat_statement: true,
        })
        .execute();
    }
  }
  return { id, number: row.number, nonce, token };
}

export const QUOTE_TABLES = ["quote_acceptances", "quote_versions", "quotes"] as const;
