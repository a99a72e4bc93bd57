/**
 * Every page is valid HTML for the W3C Nu checker: the sitemap's pages (an
 * article among them), the not-found page, the forms after a post, the
 * sign-in pages and every admin page signed in, as the server sends them.
 * Warnings are printed, errors fail the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkHtml, type NuMessage } from "./helpers/nu-checker";
import { startServer, type TestServer } from "./helpers/server";
import { fetchDocument, prepareSiteDocuments, SEEDED_ARTICLE, type SiteDocument } from "./helpers/site-documents";

let server: TestServer;
let documents: SiteDocument[];

beforeAll(async () => {
  server = await startServer();
  documents = await prepareSiteDocuments(server).catch((error: unknown) => {
    throw new Error(`preparing the pages failed; server output:\n${server.output()}`, { cause: error });
  });
});
afterAll(async () => {
  await server?.stop();
});

function describeMessages(messages: NuMessage[]): string[] {
  return messages.map(
    (m) => `${m.document}${m.line ? `:${m.line}` : ""}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`,
  );
}

/** One line per kind of warning: how many, and on which pages (the same markup repeats on every page). */
function groupedWarnings(warnings: NuMessage[]): string[] {
  const byMessage = new Map<string, Set<string>>();
  for (const w of warnings) byMessage.set(w.message, (byMessage.get(w.message) ?? new Set()).add(w.document));
  return [...byMessage].map(([message, pages]) => {
    const count = warnings.filter((w) => w.message === message).length;
    const listed = [...pages].slice(0, 3).join(", ");
    return `${count}× ${message} (${listed}${pages.size > 3 ? ` and ${pages.size - 3} more pages` : ""})`;
  });
}

describe("HTML validity (W3C Nu checker)", () => {
  it("finds no error on any page, public, sign-in or admin", async () => {
    const pages = documents.map((document) => document.path);
    expect(pages).toContain(`/blog/${SEEDED_ARTICLE.slug}`);
    expect(pages).toContain("/auth-portal-secure/verification");
    expect(pages).toContain(`/dashboard-management-panel/edit/${SEEDED_ARTICLE.id}`);
    for (const part of ["mot-de-passe", "double-authentification", "appareils"])
      expect(pages).toContain(`/dashboard-management-panel/account/${part}`);

    const fetched = [];
    for (const document of documents) fetched.push({ name: document.name, html: await fetchDocument(server, document) });
    const messages = await checkHtml(fetched);

    const warnings = messages.filter((m) => m.kind === "warning");
    if (warnings.length > 0) console.warn(`Nu checker warnings (${warnings.length}):\n${groupedWarnings(warnings).join("\n")}`);
    console.info(`Nu checker: ${fetched.length} documents checked`);
    expect(describeMessages(messages.filter((m) => m.kind === "error"))).toEqual([]);
  });
});
