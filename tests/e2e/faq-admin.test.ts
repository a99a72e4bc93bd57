/**
 * 'FAQ et avis' (docs/product.md#faq-admin): the owner adds a home question
 * and moves it up, edits a service answer and removes a testimonial; each
 * change shows at once on the public page (cached before the change) and in
 * its FAQPage data. Without JavaScript, an empty answer is refused in French
 * and the typed question is kept.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_CONSEIL_TESTIMONIALS, SEED_HOME_FAQ, SEED_SERVICE_FAQ } from "~/db/migrations/013-faq-testimonials.seed";
import { addSessionCookie, createAdmin, DEFAULT_ADMIN, signInByCookie, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const FAQ_ADMIN = "/dashboard-management-panel/faq";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await createAdmin(server, DEFAULT_ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface FaqPageLd {
  "@type": string;
  mainEntity: { name: string; acceptedAnswer: { text: string } }[];
}

/** The page's HTML as a visitor gets it (through the shared page cache) and its FAQPage data. */
async function publicPage(path: string): Promise<{ html: string; faq: FaqPageLd | undefined }> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { "@type": string },
  );
  return { html, faq: blocks.find((b) => b["@type"] === "FAQPage") as FaqPageLd | undefined };
}

const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const section = (page: Page, anchor: string) => page.locator(`section#${anchor}`);
const rows = (where: Locator) => where.getByTestId("faq-admin-entry");

describe("FAQ et avis", () => {
  it("adds a home question and moves it up, edits a service answer, removes a testimonial: the public pages follow", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 1280 });
    await rememberCookieChoice(context);
    // rendered and cached before any change: the changes must reach visitors anyway
    expect((await publicPage("/")).faq?.mainEntity).toHaveLength(SEED_HOME_FAQ.length);
    expect((await publicPage("/services/zinguerie")).faq?.mainEntity[0]?.acceptedAnswer.text).toBe(
      SEED_SERVICE_FAQ.zinguerie[0].answer,
    );
    expect(decoded((await publicPage("/landing/conseil")).html)).toContain("Laurent B.");

    await signInByCookie(page, server);
    await page.goto(`${server.url}${FAQ_ADMIN}`);
    await waitForHydration(page);
    await eventually(() =>
      page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "FAQ et avis" }).count(),
    ).toBe(1);
    const home = section(page, "faq-accueil");
    await eventually(() => rows(home).count()).toBe(SEED_HOME_FAQ.length);
    await saveScreenshot(page, "faq", "admin-1280.png", { fullPage: true });

    // add a home question: it comes last
    const question = "Posez-vous des fenêtres de toit ?";
    const answer = "Oui, nous posons et remplaçons les fenêtres de toit, raccords en zinc compris.";
    await home.getByText("Ajouter une question").click();
    await home.getByLabel("Question", { exact: true }).fill(question);
    await home.getByLabel("Réponse", { exact: true }).fill(answer);
    await home.getByRole("button", { name: "Ajouter la question" }).click();
    await eventually(() => toast(page, "Question ajoutée.").count()).toBe(1);
    await eventually(() => rows(home).count()).toBe(SEED_HOME_FAQ.length + 1);
    await eventually(() => rows(home).last().textContent()).toContain(question);

    let { html, faq } = await publicPage("/");
    expect(decoded(html)).toContain(question);
    expect(faq?.mainEntity).toHaveLength(SEED_HOME_FAQ.length + 1);
    expect(faq?.mainEntity.at(-1)).toMatchObject({ name: question, acceptedAnswer: { text: answer } });

    // move it up: one before the last, on the admin page, on / and in its FAQPage data
    await home.getByRole("button", { name: `Monter : ${question}` }).click();
    await eventually(() => toast(page, "Ordre enregistré.").count()).toBe(1);
    await eventually(() =>
      rows(home)
        .nth(SEED_HOME_FAQ.length - 1)
        .textContent(),
    ).toContain(question);
    ({ html, faq } = await publicPage("/"));
    expect(faq?.mainEntity.map((e) => e.name).slice(-2)).toEqual([question, SEED_HOME_FAQ.at(-1)!.question]);
    const shown = decoded(html);
    expect(shown.indexOf(question)).toBeLessThan(shown.indexOf(SEED_HOME_FAQ.at(-1)!.question));
    // the first one cannot go higher
    await expect(home.getByRole("button", { name: `Monter : ${SEED_HOME_FAQ[0].question}` }).isDisabled()).resolves.toBe(true);

    // edit a service answer
    const zinguerie = section(page, "faq-zinguerie");
    const edited = "De 30 à 80 € par mètre linéaire, pose et dépose comprises (tarif mis à jour).";
    await zinguerie.getByRole("link", { name: `Modifier : ${SEED_SERVICE_FAQ.zinguerie[0].question}` }).click();
    const form = zinguerie.getByRole("form", { name: `Modifier : ${SEED_SERVICE_FAQ.zinguerie[0].question}` });
    await form.getByLabel("Réponse", { exact: true }).fill(edited);
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await eventually(() => toast(page, "Question enregistrée.").count()).toBe(1);
    await eventually(() => rows(zinguerie).first().textContent()).toContain(edited);
    ({ html, faq } = await publicPage("/services/zinguerie"));
    expect(decoded(html)).toContain(edited);
    expect(faq?.mainEntity[0]).toMatchObject({ name: SEED_SERVICE_FAQ.zinguerie[0].question, acceptedAnswer: { text: edited } });
    expect(faq?.mainEntity).toHaveLength(SEED_SERVICE_FAQ.zinguerie.length);

    // remove a testimonial, after confirming
    const reviews = section(page, "avis-clients");
    const removed = SEED_CONSEIL_TESTIMONIALS[1];
    await reviews.getByRole("button", { name: `Supprimer : ${removed.name} (${removed.project})` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer cet avis ?" });
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await eventually(() => toast(page, "Avis supprimé.").count()).toBe(1);
    await eventually(() => rows(reviews).count()).toBe(SEED_CONSEIL_TESTIMONIALS.length - 1);
    const conseil = decoded((await publicPage("/landing/conseil")).html);
    expect(conseil).not.toContain(removed.name);
    expect(conseil).not.toContain(removed.comment);
    expect(conseil).toContain(SEED_CONSEIL_TESTIMONIALS[0].name);

    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript, an empty answer is refused in French under its field and the typed question is kept", async () => {
    const { page, context, close } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    await addSessionCookie(context, server, await signInCookie(server));
    await page.goto(`${server.url}${FAQ_ADMIN}`);
    await saveScreenshot(page, "faq", "admin-390.png", { fullPage: true });
    const home = section(page, "faq-accueil");
    const before = await rows(home).count();

    await home.getByText("Ajouter une question").click();
    await home.getByLabel("Question", { exact: true }).fill("Travaillez-vous le samedi ?");
    await home.getByRole("button", { name: "Ajouter la question" }).click();
    await page.waitForLoadState("domcontentloaded");

    const answerField = home.getByLabel("Réponse", { exact: true });
    await eventually(() => answerField.getAttribute("aria-invalid")).toBe("true");
    const errorId = await answerField.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe("La réponse est obligatoire.");
    expect(await home.getByLabel("Question", { exact: true }).inputValue()).toBe("Travaillez-vous le samedi ?");
    expect(await rows(home).count()).toBe(before);
    await saveScreenshot(home.locator("details"), "faq", "admin-390-error.png");
    await close();
  });

  it("on a phone, every button of the entries and forms is a 44 px tap target", async () => {
    const { page, context, close } = await openPage(browser, { width: 390 });
    await addSessionCookie(context, server, await signInCookie(server));
    await page.goto(`${server.url}${FAQ_ADMIN}`);
    await waitForHydration(page);
    const home = section(page, "faq-accueil");
    await home.getByText("Ajouter une question").click();
    const targets = page.locator("[data-testid=faq-admin-entry] :is(button, a), details form button[type=submit]");
    expect(await targets.count()).toBeGreaterThan(4);
    const sizes = await targets.evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => ({ text: element.textContent?.trim(), height: element.getBoundingClientRect().height })),
    );
    for (const { text, height } of sizes) expect(height, text).toBeGreaterThanOrEqual(44);
    await close();
  });
});
