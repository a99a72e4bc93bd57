/**
 * Reviews as French law asks (docs/product.md#reviews). The served HTML of every page with
 * testimonials shows each review's date, the month of the work and the source, and the line on
 * how reviews are collected and checked; no Review structured data goes without its date. In the
 * admin ('FAQ et avis'), the three fields are required and checked in French before anything is
 * saved, with and without JavaScript, and the owner edits the line on checks.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_CONSEIL_TESTIMONIALS } from "~/db/migrations/013-faq-testimonials.seed";
import { frenchDay, frenchMonth, monthPreposition } from "~/features/faq/review-dates";
import { DEFAULT_REVIEW_POLICY } from "~/features/faq/review-policy";
import { reviewSourceLabel } from "~/features/faq/review-sources";
import { createAdmin, DEFAULT_ADMIN, runSql, signIn, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { fetchPage, jsonLdOf, textOf } from "./helpers/html";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const FAQ_ADMIN = "/dashboard-management-panel/faq";
/** Every public page that shows testimonials, and where. */
const PAGES_WITH_TESTIMONIALS = [{ path: "/landing/conseil", section: "#temoignages" }] as const;

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

/** The testimonials section of a page as the server sends it. */
async function testimonialsOf(path: string, selector: string): Promise<{ section: Element; document: Document }> {
  const page = await fetchPage(`${server.url}${path}`);
  expect(page.status).toBe(200);
  const section = page.document.querySelector(selector);
  expect(section, `${path} ${selector}`).not.toBeNull();
  return { section: section!, document: page.document };
}

/** The <time> element of `root` with that machine-readable value (the served HTML writes `dateTime`). */
function timeOf(root: Element, value: string): Element | undefined {
  return [...root.querySelectorAll("time")].find(
    (time) => (time.getAttribute("datetime") ?? time.getAttribute("dateTime")) === value,
  );
}

/** Every object of a JSON-LD tree whose @type is `type`. */
function nodesOfType(value: unknown, type: string): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => nodesOfType(item, type));
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const types = [node["@type"]].flat();
  return [...(types.includes(type) ? [node] : []), ...Object.values(node).flatMap((child) => nodesOfType(child, type))];
}

describe("testimonials on the public pages (served HTML)", () => {
  it.each(PAGES_WITH_TESTIMONIALS)(
    "$path shows each review's date, the month of its work and its source, and how reviews are checked",
    async ({ path, section: selector }) => {
      const stored = await runSql(server, "select name, review_date, work_date, source from testimonials order by position, id");
      expect(stored.map((row) => row.name)).toEqual(SEED_CONSEIL_TESTIMONIALS.map((t) => t.name));
      const { section, document } = await testimonialsOf(path, selector);
      const figures = [...section.querySelectorAll("figure")];
      expect(figures).toHaveLength(stored.length);
      for (const [i, row] of stored.entries()) {
        const [reviewDate, workDate, source] = [String(row.review_date), String(row.work_date), String(row.source)];
        // the reviews stored before the dates existed: collected by the business, dated on their last change
        expect(source).toBe("company");
        const text = textOf(figures[i]);
        expect(text).toContain(
          `Avis du ${frenchDay(reviewDate)} · chantier ${monthPreposition(workDate)}${frenchMonth(workDate)}`,
        );
        expect(text).toContain("Avis recueilli par l'entreprise");
        expect(textOf(timeOf(figures[i]!, reviewDate))).toBe(frenchDay(reviewDate));
        expect(textOf(timeOf(figures[i]!, workDate.slice(0, 7)))).toBe(frenchMonth(workDate));
      }
      // the line on checks, under the testimonials (its no-break space before ';' reads as a space here)
      expect(textOf(section)).toContain(DEFAULT_REVIEW_POLICY.replace(/\s+/g, " "));
      for (const review of nodesOfType(jsonLdOf(document), "Review")) expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    },
  );
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** The French error under a field, read through its aria-describedby. */
async function errorOf(page: Page, field: ReturnType<Page["getByLabel"]>): Promise<string | null> {
  await eventually(() => field.getAttribute("aria-invalid")).toBe("true");
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-erreur"));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

describe("the review fields in the admin", () => {
  it("requires both dates and the source, refuses work after the review, then shows the saved review with its dates on the site; the owner edits the line on checks", async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280 });
    await rememberCookieChoice(context);
    await signIn(page, server);
    await page.goto(`${server.url}${FAQ_ADMIN}#avis-clients`);
    await waitForHydration(page);
    const reviews = page.locator("section#avis-clients");
    const rows = reviews.getByTestId("faq-admin-entry");
    await eventually(() => rows.count()).toBe(SEED_CONSEIL_TESTIMONIALS.length);
    await expect(rows.first().textContent()).resolves.toContain("Avis recueilli par l'entreprise");

    await reviews.getByText("Ajouter un avis").click();
    const form = reviews.getByRole("form", { name: "Ajouter un avis : Avis clients" });
    await form.getByLabel("Nom du client", { exact: true }).fill("Hélène V.");
    await form.getByLabel("Projet", { exact: true }).fill("Zinguerie à Villeurbanne");
    await form.getByLabel("Avis", { exact: true }).fill("Chantier propre, équipe ponctuelle et de bon conseil.");
    const reviewDate = form.getByLabel("Date de l'avis", { exact: true });
    const workDate = form.getByLabel("Date du chantier", { exact: true });
    const source = form.getByLabel("Source de l'avis", { exact: true });
    await expect(reviewDate.getAttribute("type")).resolves.toBe("date");

    // nothing chosen: three French errors, nothing posted
    await form.getByRole("button", { name: "Ajouter l'avis" }).click();
    expect(await errorOf(page, reviewDate)).toBe("La date de l'avis est obligatoire.");
    expect(await errorOf(page, workDate)).toBe("La date du chantier est obligatoire.");
    expect(await errorOf(page, source)).toBe("Choisissez la source de l'avis.");

    // the work after the review
    await reviewDate.fill("2026-03-12");
    await workDate.fill("2026-03-20");
    await source.selectOption({ label: "Avis recueilli par e-mail après le chantier" });
    await form.getByRole("button", { name: "Ajouter l'avis" }).click();
    expect(await errorOf(page, workDate)).toBe("Le chantier ne peut pas être postérieur à l'avis : vérifiez les deux dates.");
    expect(await rows.count()).toBe(SEED_CONSEIL_TESTIMONIALS.length);

    await workDate.fill("2026-02-20");
    await form.getByRole("button", { name: "Ajouter l'avis" }).click();
    await eventually(() => toast(page, "Avis ajouté.").count()).toBe(1);
    await eventually(() => rows.count()).toBe(SEED_CONSEIL_TESTIMONIALS.length + 1);
    await expect(rows.last().textContent()).resolves.toContain(
      "Avis du 12 mars 2026 · chantier de février 2026 · Avis recueilli par e-mail après le chantier",
    );

    let { section } = await testimonialsOf("/landing/conseil", "#temoignages");
    const added = [...section.querySelectorAll("figure")].at(-1)!;
    expect(textOf(added)).toContain("Hélène V.");
    expect(textOf(added)).toContain("Avis du 12 mars 2026 · chantier de février 2026");
    expect(textOf(added)).toContain(reviewSourceLabel("email"));
    expect(textOf(timeOf(added, "2026-03-12"))).toBe("12 mars 2026");
    expect(textOf(timeOf(added, "2026-02"))).toBe("février 2026");

    // the line on how reviews are checked: required, then the owner's words on the site
    const policyForm = reviews.getByRole("form", { name: "Vérification des avis" });
    const notice = policyForm.getByLabel("Comment les avis sont recueillis et vérifiés", { exact: true });
    await expect(notice.inputValue()).resolves.toBe(DEFAULT_REVIEW_POLICY);
    await notice.fill("  ");
    await policyForm.getByRole("button", { name: "Enregistrer le texte" }).click();
    expect(await errorOf(page, notice)).toBe("Indiquez comment les avis sont recueillis et vérifiés.");
    const owned =
      "Avis demandés par e-mail à chaque client après la réception du chantier ; nous publions chaque avis reçu, positif ou non.";
    await notice.fill(owned);
    await policyForm.getByRole("button", { name: "Enregistrer le texte" }).click();
    await eventually(() => toast(page, "Texte sur la vérification des avis enregistré.").count()).toBe(1);
    ({ section } = await testimonialsOf("/landing/conseil", "#temoignages"));
    expect(textOf(section)).toContain(owned);
    expect(textOf(section)).not.toContain(DEFAULT_REVIEW_POLICY);
    await saveScreenshot(reviews, "reviews", "admin-1280.png");

    expect(errors).toEqual([]);
  });

  it("without JavaScript, the server refuses a review dated after today under its field and adds nothing", async () => {
    const { page, context } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    const cookie = await signInCookie(server);
    const name = cookie.slice(0, cookie.indexOf("="));
    await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: server.url }]);
    await page.goto(`${server.url}${FAQ_ADMIN}`);
    const reviews = page.locator("section#avis-clients");
    const before = await reviews.getByTestId("faq-admin-entry").count();

    await reviews.getByText("Ajouter un avis").click();
    const form = reviews.getByRole("form", { name: "Ajouter un avis : Avis clients" });
    await form.getByLabel("Nom du client", { exact: true }).fill("Marc T.");
    await form.getByLabel("Projet", { exact: true }).fill("Gouttières à Vienne");
    await form.getByLabel("Avis", { exact: true }).fill("Travail soigné.");
    await form.getByLabel("Date de l'avis", { exact: true }).fill("2099-05-01");
    await form.getByLabel("Date du chantier", { exact: true }).fill("2026-04-15");
    await form.getByLabel("Source de l'avis", { exact: true }).selectOption("phone");
    await form.getByRole("button", { name: "Ajouter l'avis" }).click();
    await page.waitForLoadState("domcontentloaded");

    const refused = reviews.getByRole("form", { name: "Ajouter un avis : Avis clients" });
    expect(await errorOf(page, refused.getByLabel("Date de l'avis", { exact: true }))).toBe(
      "La date de l'avis ne peut pas être postérieure à aujourd'hui.",
    );
    expect(await refused.getByLabel("Nom du client", { exact: true }).inputValue()).toBe("Marc T.");
    expect(await refused.getByLabel("Source de l'avis", { exact: true }).inputValue()).toBe("phone");
    expect(await reviews.getByTestId("faq-admin-entry").count()).toBe(before);
    await saveScreenshot(refused, "reviews", "admin-390-error.png");
  });

  it("keeps each review's dates and source inside its card on a phone and on a desktop", async () => {
    for (const width of [390, 1280]) {
      const { page, context, close } = await openPage(browser, { width });
      await rememberCookieChoice(context);
      await page.goto(`${server.url}/landing/conseil#temoignages`);
      const section = page.locator("#temoignages");
      const figures = section.locator("figure");
      await eventually(() => figures.count()).toBe(SEED_CONSEIL_TESTIMONIALS.length + 1);
      for (const figure of await figures.all()) {
        const card = (await figure.boundingBox())!;
        const facts = (await figure.getByTestId("review-facts").boundingBox())!;
        expect(facts.width).toBeGreaterThan(0);
        expect(facts.x + facts.width).toBeLessThanOrEqual(card.x + card.width);
      }
      await saveScreenshot(section, "reviews", `testimonials-${width}.png`);
      await close();
    }
  });
});
