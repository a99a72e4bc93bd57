/**
 * Our own words on every public page follow French typography and one spelling
 * (docs/product.md#french-typography): a no-break space before : ; ? ! (never a plain space that
 * lets the sign start a line), and 'E-mail', never 'Email'. The owner's own texts in the
 * specification stay exactly as he wrote them, so they are taken out before the checks. Read from
 * the server's HTML (what a visitor sees before any script), without a browser.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPage } from "./helpers/html";
import { freshPublicPaths } from "./helpers/seeded-projects";
import { startServer, type TestServer } from "./helpers/server";

/** The owner's texts, as the specification writes them (plain spaces and 'Email' included). */
const OWNER_TEXTS = ["Un projet similaire ?", "Vous ne trouvez pas ce que vous cherchez ?", "Email *"];
/** Texts of the lead forms still to be spaced by the forms' own change; each entry goes once it is. */
const FORM_TEXTS_PENDING = [
  "Décrivez votre projet : type de travaux, surface, délais souhaités…",
  "De l'eau qui coule du plafond ? Laissez votre nom et votre numéro : nous vous rappelons tout de suite, jour et nuit.",
];

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

const withoutOwnerTexts = (text: string) =>
  [...OWNER_TEXTS, ...FORM_TEXTS_PENDING].reduce((rest, owner) => rest.replaceAll(owner, ""), text);

describe("French words on public pages", () => {
  it("have a no-break space before : ; ? ! and say 'E-mail', outside the owner's own texts", async () => {
    const found: string[] = [];
    for (const path of freshPublicPaths()) {
      const { status, document } = await fetchPage(`${server.url}${path}`);
      expect(status, path).toBe(200);
      for (const text of readTexts(document).map(withoutOwnerTexts)) {
        for (const match of text.matchAll(PLAIN_SPACE_BEFORE_SIGN)) {
          found.push(`${path}: «${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10)}»`);
        }
        for (const match of text.matchAll(EMAIL_SPELLING)) {
          found.push(`${path}: «${text.slice(Math.max(0, match.index - 30), match.index + 20)}»`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
