import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie, createAdmin, runSql, signedInAdmin, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage, type PageOptions } from "./helpers/browser";
import { axeViolations, isSerious } from "./helpers/axe";
import { eventually } from "./helpers/eventually";
import { startServer, type TestServer } from "./helpers/server";

/** The owner writes a devis from a request (docs/product.md#devis-editor). */

const ADMIN = { email: "chef@az-toiture.test", password: "Couvreur-zingueur-2024", name: "Paul Chef" };
const PANEL = "/dashboard-management-panel";
const NNBSP = "\u202f";
const NBSP = "\u00a0";
const euros = (text: string) => text.replace(/ /g, NNBSP) + `${NBSP}€`;

let server: TestServer;
let browser: Browser;
let cookie: string;
let leadId: string;

async function post(path: string, fields: Record<string, string>, as = cookie) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, cookie: as, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function signedInPage(options: PageOptions = {}, as = cookie) {
  const tracked = await openPage(browser, options);
  await addSessionCookie(tracked.context, server, as);
  return tracked;
}

async function quoteRow(id: string) {
  const [row] = await runSql(server, "select number, revision, content, status from quotes where id = ?", [id]);
  return {
    number: String(row!.number),
    revision: Number(row!.revision),
    status: String(row!.status),
    content: JSON.parse(String(row!.content)) as { title: string; notes: string; sections: { lines: unknown[] }[] },
  };
}

const quoteIdOf = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;
const lineCard = (page: Page, n: number) => page.locator("[data-line]").nth(n - 1);

/** A devis created from the request over HTTP (the subject of the test is elsewhere): its id. */
async function createdQuote(): Promise<string> {
  const res = await post(`${PANEL}/leads/${leadId}`, { intent: "create-quote" });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!, server.url).pathname.split("/").pop()!;
}

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_LEADS_PER_HOUR: "1000" });
  browser = await launchBrowser();
  await createAdmin(server, ADMIN);
  cookie = await signInCookie(server, ADMIN);
  const lead = await fetch(`${server.url}/api/leads/quote`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      firstName: "Claire",
      lastName: "Martin",
      email: "claire.martin@example.fr",
      phone: "06 11 22 33 44",
      address: "8 impasse des Lauzes, 69550 Cublize",
      projectType: "zinguerie",
      surface: "64",
      description: "Noue en zinc percée au-dessus du salon.",
    }),
  });
  expect(lead.status).toBe(200);
  const [row] = await runSql(server, "select id from leads where email = ?", ["claire.martin@example.fr"]);
  leadId = String(row!.id);
  // the catalogue, through its own page's action
  const added = await post(`${PANEL}/devis/catalogue`, {
    intent: "add",
    name: "Noue en zinc",
    unit: "ml",
    unitPrice: "90",
    vatRate: "1000",
  });
  expect(added.status).toBe(302);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the devis editor", () => {
  it("creates a devis from the request, adds lines (one from the catalogue), totals live in French, refuses a bad amount", async () => {
    // the refused save is a 400 the browser reports
    const { page, errors } = await signedInPage({ width: 1280, allowConsoleErrors: [/status of 400/] });
    await page.goto(`${server.url}${PANEL}/leads/${leadId}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Créer un devis" }).click();
    await page.waitForURL(/\/devis\/[^/]+$/);
    await waitForHydration(page);
    const id = quoteIdOf(page);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Devis DV-\d{4}-\d{4}$/);
    expect(await page.getByLabel("Nom du client").inputValue()).toBe("Claire Martin");
    expect(await page.getByLabel("Adresse du chantier").inputValue()).toBe("8 impasse des Lauzes, 69550 Cublize");
    expect(await page.getByLabel("Objet du devis").inputValue()).toBe("Zinguerie");

    const first = lineCard(page, 1);
    await first.getByLabel("Désignation de la ligne 1").fill("Dépose de la couverture");
    await first.getByLabel("Quantité").fill("120");
    await first.getByLabel("Unité").selectOption("m²");
    await first.getByLabel("Prix unitaire HT (€)").fill("45,20");
    await first.getByLabel("TVA").selectOption("1000");
    const total = (name: string) => page.locator(`[data-total="${name}"]`).textContent();
    await eventually(() => total("ttc")).toBe(euros("5 966,40"));
    expect(await total("vat-1000")).toBe(euros("542,40"));

    await page.locator("summary", { hasText: "Ajouter depuis le catalogue" }).click();
    await page.getByRole("button", { name: /Noue en zinc/ }).click();
    expect(await lineCard(page, 2).getByLabel("Désignation de la ligne 2").inputValue()).toBe("Noue en zinc");
    await eventually(() => total("ht")).toBe(euros("5 514"));
    await eventually(() => total("ttc")).toBe(euros("6 065,40"));
    await lineCard(page, 2).getByText("Optionnelle").click();
    await eventually(() => total("options")).toBe(euros("90"));
    await eventually(() => total("ttc")).toBe(euros("5 966,40"));

    // three decimals: the French message under the field, the line's amount unknown, nothing saved
    await first.getByLabel("Prix unitaire HT (€)").fill("45,205");
    await first.getByLabel("Quantité").focus();
    await eventually(() => first.getByText("Montant invalide").count()).toBe(1);
    expect(await first.locator("[data-line-amount]").textContent()).toBe("—");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await eventually(() => page.getByText("Le devis n'a pas été enregistré").count()).toBe(1);
    expect((await quoteRow(id)).revision).toBe(1);
    expect(await lineCard(page, 2).getByLabel("Désignation de la ligne 2").inputValue()).toBe("Noue en zinc");

    await first.getByLabel("Prix unitaire HT (€)").fill("45,20");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await eventually(async () => (await quoteRow(id)).revision).toBe(2);
    const saved = await quoteRow(id);
    expect(saved.content.sections[0]!.lines).toHaveLength(2);
    await eventually(() => page.getByText("Tout est enregistré.").count()).toBe(1);
    expect(errors).toEqual([]);

    // the list shows it, with its state and amount; the lead page too
    await page.goto(`${server.url}${PANEL}/devis`);
    const item = page
      .getByRole("list", { name: "Devis" })
      .getByRole("listitem")
      .filter({ hasText: String(saved.number) });
    await eventually(() => item.count()).toBe(1);
    expect(await item.locator("[data-state]").textContent()).toBe("Brouillon");
    expect(await item.locator("[data-amount]").textContent()).toContain(euros("5 966,40"));
    await page.goto(`${server.url}${PANEL}/devis?etat=accepted`);
    await eventually(() => page.getByText("Aucun devis dans cet état.").count()).toBe(1);
    await page.goto(`${server.url}${PANEL}/leads/${leadId}`);
    await eventually(() =>
      page.getByRole("list", { name: "Devis de cette demande" }).getByText(String(saved.number)).count(),
    ).toBe(1);
  });

  it("refuses the later of two saves, shows both versions, and overwrites only on purpose", async () => {
    const id = await createdQuote();
    const other = await signedInAdmin(server, "associe@az-toiture.test", "Marie Associée");
    const a = await signedInPage({ width: 1280 });
    const b = await signedInPage({ width: 1280 }, other.cookie);
    for (const { page } of [a, b]) {
      await page.goto(`${server.url}${PANEL}/devis/${id}`);
      await waitForHydration(page);
      const line = lineCard(page, 1);
      await line.getByLabel("Désignation de la ligne 1").fill("Faîtage");
      await line.getByLabel("Prix unitaire HT (€)").fill("100");
    }
    await b.page.getByLabel("Objet du devis").fill("Titre de Marie");
    await b.page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await eventually(async () => (await quoteRow(id)).revision).toBe(2);

    await a.page.getByLabel("Notes sous les lignes").fill("Note de Paul");
    await a.page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    const panel = a.page.getByRole("alert").filter({ hasText: "Ce devis a été modifié ailleurs depuis que vous l'avez ouvert" });
    await eventually(() => panel.count()).toBe(1);
    expect(await panel.textContent()).toContain("Marie Associée");
    expect(await panel.locator("del").filter({ hasText: "Titre de Marie" }).count()).toBe(1);
    expect(await a.page.getByLabel("Notes sous les lignes").inputValue()).toBe("Note de Paul");
    expect((await quoteRow(id)).content.title).toBe("Titre de Marie");

    // saving normally is refused again; 'Écraser avec ma version' replaces exactly the revision compared
    await a.page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await eventually(() => panel.count()).toBe(1);
    expect((await quoteRow(id)).revision).toBe(2);
    await panel.getByRole("button", { name: "Écraser avec ma version" }).click();
    await eventually(async () => (await quoteRow(id)).revision).toBe(3);
    expect((await quoteRow(id)).content).toMatchObject({ title: "Zinguerie", notes: "Note de Paul" });
  });

  it("keeps its controls disabled until the page's scripts run", async () => {
    const id = await createdQuote();
    const { page } = await signedInPage({ width: 390, phone: true });
    let open!: () => void;
    const released = new Promise<void>((resolve) => (open = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${server.url}${PANEL}/devis/${id}`, { waitUntil: "domcontentloaded" });
    expect(await page.getByLabel("Nom du client").isDisabled()).toBe(true);
    expect(await page.getByLabel("Désignation de la ligne 1").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Enregistrer", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText("Chargement de l'éditeur").count()).toBe(1);
    open();
    await waitForHydration(page);
    await eventually(() => page.getByLabel("Nom du client").isDisabled()).toBe(false);
    expect(await page.getByRole("button", { name: "Enregistrer", exact: true }).isDisabled()).toBe(false);
    // a phone: the line's fields stay within the screen
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const serious = (await axeViolations(page))
      .filter(isSerious)
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  });

  it("answers a forged save in French, never with a server error, and saves nothing", async () => {
    const id = await createdQuote();
    for (const quote of ["{", JSON.stringify({ customer: 1 }), "x".repeat(1_000_001)]) {
      const res = await post(`${PANEL}/devis/${id}`, { intent: "save", revision: "1", quote });
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/Le devis envoyé est (illisible|trop volumineux)/);
    }
    expect((await quoteRow(id)).revision).toBe(1);
  });
});
