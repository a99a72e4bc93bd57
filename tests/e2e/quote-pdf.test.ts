/**
 * The admin's PDF of a devis over HTTP (docs/product.md#devis-document): a signed-in administrator
 * gets a version sent (signed once accepted) or the working copy as a draft, inline, never cached;
 * an unknown devis or version gets a French 404; anyone else is sent to sign in.
 */
import { randomUUID } from "node:crypto";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { insertQuote, quoteContent } from "../integration/helpers/quote-rows";
import { createAdmin, DEFAULT_ADMIN, signInCookie } from "./helpers/admin";
import { startServer, type TestServer } from "./helpers/server";
import { openServerDatabase } from "./helpers/server-db";

let server: TestServer;
let database: Database;
let cookie: string;
let signedId: string;
let draftId: string;

const pdfUrl = (id: string, query = "") => `${server.url}/dashboard-management-panel/devis/${id}/pdf${query}`;

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[\s\u00a0\u202f]+/g, " ");
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  server = await startServer();
  await createAdmin(server, DEFAULT_ADMIN);
  cookie = await signInCookie(server, DEFAULT_ADMIN);
  database = openServerDatabase(server);
  const signed = await insertQuote(database.db, {
    number: "DV-2026-0031",
    status: "accepted",
    sentAt: ["2026-11-02T09:00:00Z", "2026-11-10T09:00:00Z"],
    validUntil: "2026-12-10",
    acceptance: { acceptedAt: "2026-11-12T15:00:00Z" },
  });
  signedId = signed.id;
  draftId = randomUUID();
  const at = new Date().toISOString();
  await database.db
    .insertInto("quotes")
    .values({
      id: draftId,
      lead_id: null,
      number: "DV-2026-0032",
      status: "draft",
      content: JSON.stringify(quoteContent()),
      revision: 1,
      created_at: at,
      created_by: null,
      updated_at: at,
      updated_by: null,
      current_version: null,
      first_sent_at: null,
      last_sent_at: null,
      valid_until: null,
      token_nonce: null,
      token_hash: null,
      token_expires_at: null,
      token_revoked_at: null,
      viewed_at: null,
      answered_at: null,
      refusal_reason: null,
      withdrawn_at: null,
    })
    .execute();
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe("GET /dashboard-management-panel/devis/{id}/pdf", () => {
  it("gives the latest version sent, signed, inline and never cached", async () => {
    const res = await fetch(pdfUrl(signedId), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="DV-2026-0031.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain("N° DV-2026-0031");
    expect(text).toContain("version 2");
    expect(text).toContain("Certificat d'acceptation électronique");
  });

  it("gives an older version as it was sent, without the certificate of another", async () => {
    const res = await fetch(pdfUrl(signedId, "?version=1"), { headers: { cookie } });
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain("N° DV-2026-0031");
    expect(text).not.toContain("version 2");
    expect(text).not.toContain("Certificat d'acceptation");
  });

  it("previews a devis never sent as a draft", async () => {
    const res = await fetch(pdfUrl(draftId), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="DV-2026-0032.pdf"');
    expect(await pdfText(await res.arrayBuffer())).toContain("BROUILLON — non envoyé");
  });

  it("answers a French 404 for an unknown devis or version", async () => {
    for (const url of [
      pdfUrl(randomUUID()),
      pdfUrl(signedId, "?version=3"),
      pdfUrl(signedId, "?version=abc"),
      pdfUrl(draftId, "?version=1"),
    ]) {
      const res = await fetch(url, { headers: { cookie } });
      expect(res.status, url).toBe(404);
      expect(res.headers.get("cache-control"), url).toBe("private, no-store");
      expect(await res.text(), url).toBe("Devis introuvable\u00a0: ce devis ou cette version n'existe pas.");
    }
  });

  it("sends a visitor without a session to sign in", async () => {
    const res = await fetch(pdfUrl(signedId), { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, server.url).pathname).toBe("/auth-portal-secure");
  });
});
