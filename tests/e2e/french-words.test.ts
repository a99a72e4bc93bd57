/**
 * Our own words on every public page, the sign-in pages and the admin pages below follow French
 * typography and one spelling (docs/product.md#french-typography): a no-break space before : ; ? !
 * (never a plain space that lets the sign start a line), and 'E-mail', never 'Email'. The owner's
 * own texts in the specification stay exactly as he wrote them, so they are taken out before the
 * checks. Read from the server's HTML (what a visitor sees before any script), without a browser.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE_PATH, SIGN_IN_BASE_PATH } from "~/config/admin-paths";
import { CSV_SEPARATOR } from "~/features/leads/csv";
import { runSql, signedInAdmin } from "./helpers/admin";
import { fetchPage } from "./helpers/html";
import { freshPublicPaths } from "./helpers/seeded-projects";
import { startServer, type TestServer } from "./helpers/server";

/** The owner's texts, as the specification writes them (plain spaces and 'Email' included). */
const OWNER_TEXTS = ["Un projet similaire ?", "Vous ne trouvez pas ce que vous cherchez ?", "Email *"];

/** The sign-in pages, read as anyone receives them. */
const SIGN_IN_PAGES = [SIGN_IN_BASE_PATH, `${SIGN_IN_BASE_PATH}/mot-de-passe-oublie`];
/** Admin pages, read as a signed-in administrator receives them. */
const ADMIN_PAGES = ["", "/admins", "/realisations", "/faq"].map((path) => `${ADMIN_BASE_PATH}${path}`);

/** A plain space before a French double sign, after a word (not '?' alone, nor a time such as '9:30'). */
const PLAIN_SPACE_BEFORE_SIGN = /\S {1,}[:;?!](?=\s|$)/g;
const EMAIL_SPELLING = /\bEmail\b/g;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Every text a visitor reads or hears: text nodes outside scripts and styles, and the texts of attributes. */
function readTexts(document: Document): string[] {
  const texts: string[] = [];
  // the parser may split a text at an entity (&#x27;): one text per run of sibling texts
  document.body.normalize();
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, template")) continue;
    if (node.textContent?.trim()) texts.push(node.textContent);
  }
  for (const element of document.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
    for (const name of ["alt", "aria-label", "placeholder", "title"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

const withoutOwnerTexts = (text: string) => OWNER_TEXTS.reduce((rest, owner) => rest.replaceAll(owner, ""), text);

/**
 * Each plain space before a double sign and each 'Email' in the page's texts, outside the owner's
 * (and outside `content`: what he typed in the admin, shown there as he typed it), with its place.
 */
function wordsToFix(path: string, document: Document, content: string[] = []): string[] {
  const found: string[] = [];
  const withoutContent = (text: string) => content.reduce((rest, typed) => rest.replaceAll(typed, ""), text);
  for (const text of readTexts(document).map(withoutOwnerTexts).map(withoutContent)) {
    for (const match of text.matchAll(PLAIN_SPACE_BEFORE_SIGN)) {
      found.push(`${path}: «${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10)}»`);
    }
    for (const match of text.matchAll(EMAIL_SPELLING)) {
      found.push(`${path}: «${text.slice(Math.max(0, match.index - 30), match.index + 20)}»`);
    }
  }
  return found;
}

describe("French words on public pages", () => {
  it("have a no-break space before : ; ? ! and say 'E-mail', outside the owner's own texts", async () => {
    const found: string[] = [];
    for (const path of freshPublicPaths()) {
      const { status, document } = await fetchPage(`${server.url}${path}`);
      expect(status, path).toBe(200);
      found.push(...wordsToFix(path, document));
    }
    expect(found).toEqual([]);
  });
});

describe("French words of the sign-in and the admin", () => {
  it("the sign-in pages and the admin pages follow the same rules, and so does the leads export's header", async () => {
    const { cookie } = await signedInAdmin(server, "mots@az-toiture.test", "Admin Mots");
    const found: string[] = [];
    for (const path of SIGN_IN_PAGES) {
      const { status, document } = await fetchPage(`${server.url}${path}`);
      expect(status, path).toBe(200);
      found.push(...wordsToFix(path, document));
    }
    // the FAQ answers and reviews a fresh site starts with are content the owner edits (the public pages space them)
    const content = [
      ...(await runSql(server, "select question, answer from faq_entries")).flatMap((row) => [row.question, row.answer]),
      ...(await runSql(server, "select name, project, comment from testimonials")).flatMap((row) => [
        row.name,
        row.project,
        row.comment,
      ]),
    ].map(String);
    expect(content.length).toBeGreaterThan(0);
    for (const path of ADMIN_PAGES) {
      const { status, document } = await fetchPage(`${server.url}${path}`, { headers: { cookie } });
      expect(status, path).toBe(200);
      found.push(...wordsToFix(path, document, content));
    }
    expect(found).toEqual([]);

    const csv = await fetch(`${server.url}${ADMIN_BASE_PATH}/leads.csv`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    const header = (await csv.text()).split("\r\n")[0]!.split(CSV_SEPARATOR);
    expect(header).toContain('"E-mail"');
    expect(header.join(CSV_SEPARATOR)).not.toMatch(EMAIL_SPELLING);
  });
});
