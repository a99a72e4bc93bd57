/**
 * 'Données personnelles' in Chromium on a phone (docs/product.md#personal-data): the owner finds a
 * person by phone from the admin menu, downloads the ZIP from the export link, is stopped by the
 * confirmation field, then erases; a post from another site is refused.
 */
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_JSON_NAME } from "~/features/personal-data/export-document";
import { PERSONAL_DATA_MESSAGES } from "~/features/personal-data/messages";
import { roofPhoto } from "../helpers/sample-images";
import { readZip } from "../helpers/zip";
import { addSessionCookie, runSql, signedInAdmin, waitForHydration, type SignedInAdmin } from "./helpers/admin";
import { axeOn } from "./helpers/axe";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { checkHtml } from "./helpers/nu-checker";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const PAGE = "/dashboard-management-panel/donnees-personnelles";

let server: TestServer;
let browser: Browser;
let admin: SignedInAdmin;

async function submitQuote(fields: Record<string, string>, photos: { name: string; bytes: Buffer }[]): Promise<string> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const p of photos) body.append("photos", new File([new Uint8Array(p.bytes)], p.name, { type: "image/jpeg" }));
  const res = await fetch(`${server.url}/api/leads/quote`, {
    method: "POST",
    headers: { origin: server.url, accept: "application/json" },
    body,
  });
  const answer = (await res.json()) as { reference?: string };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.reference!;
}

const leadsOf = (email: string) => runSql(server, "select id, reference from leads where lower(email) = ?", [email]);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ RATE_LIMIT_LEADS_PER_HOUR: "100" }), launchBrowser()]);
  admin = await signedInAdmin(server, "gerant@az-toiture.test", "Gérant");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("personal data", () => {
  it("at 390 px: search by phone, export link, erase after the confirmation", async () => {
    const quote = {
      firstName: "Jean",
      lastName: "Dupont",
      email: "jean.dupont@example.fr",
      phone: "06 12 34 56 78",
      address: "3 impasse des Ardoises, 69005 Lyon",
      projectType: "",
      surface: "",
      description: "Tuiles envolées.",
    };
    const jean = await submitQuote(quote, [{ name: "toiture.jpg", bytes: await roofPhoto(1200, 800, 1) }]);
    const marie = await submitQuote(
      { ...quote, firstName: "Marie", lastName: "Martin", email: "marie.martin@example.fr", phone: "04 72 00 00 00" },
      [],
    );

    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    await rememberCookieChoice(context);
    await addSessionCookie(context, server, admin.cookie);
    await page.goto(`${server.url}/dashboard-management-panel`);
    await waitForHydration(page);
    const phoneNav = page.getByRole("navigation", { name: "Administration (mobile)" });
    await phoneNav.getByText("Menu", { exact: true }).click();
    await phoneNav.getByRole("link", { name: "Données personnelles" }).click();
    await page.waitForURL((url) => url.pathname === PAGE);
    await expect(page.getByTestId("purge-schedule").textContent()).resolves.toMatch(
      /Prochaine purge automatique\u00a0: (dans la minute|le \d+ \S+ \d{4}, peu après minuit \(heure de Paris\))\. Elle effacera les demandes reçues avant le /,
    );

    // an invalid search says why, in French
    await page.getByLabel("E-mail ou téléphone").fill("dupont");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.getByText(PERSONAL_DATA_MESSAGES.invalidSearch("dupont")).waitFor();
    await expect(page.getByLabel("E-mail ou téléphone").getAttribute("aria-invalid")).resolves.toBe("true");

    // written another way than stored
    await page.getByLabel("E-mail ou téléphone").fill("+33 6 12 34 56 78");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.getByTestId("personal-data-lead").first().waitFor();
    const found = page.getByRole("list", { name: "Demandes de cette personne" });
    await expect(found.textContent()).resolves.toContain(jean);
    await expect(found.textContent()).resolves.not.toContain(marie);
    await expect(page.getByTestId("personal-data-counts").textContent()).resolves.toMatch(/^1 demande, 1 photo, /);
    await page.getByRole("img", { name: "toiture.jpg" }).evaluate((img: HTMLImageElement) => img.decode());
    await saveScreenshot(page, "personal-data", "found-390.png", { fullPage: true });
    const axe = await axeOn(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    // the findings and a refused search, as served: valid HTML
    const served = async (query: string) =>
      (await fetch(`${server.url}${PAGE}?q=${encodeURIComponent(query)}`, { headers: { cookie: admin.cookie } })).text();
    const nu = await checkHtml([
      { name: "found", html: await served("06 12 34 56 78") },
      { name: "invalid search", html: await served("dupont") },
    ]);
    expect(nu.filter((m) => m.kind === "error")).toEqual([]);

    // the export link downloads the ZIP
    const exportLink = page.getByRole("link", { name: "Exporter (ZIP)" });
    await expect(exportLink.getAttribute("href")).resolves.toBe(`${PAGE}.zip?q=${encodeURIComponent("+33 6 12 34 56 78")}`);
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(readFileSync((await download.path())!));
    expect([...files.keys()].sort()).toEqual([EXPORT_JSON_NAME, `photos/${jean}/1-toiture.jpg`]);
    const json = JSON.parse(files.get(EXPORT_JSON_NAME)!.toString("utf8")) as {
      demandes: { reference: string; telephone: string }[];
    };
    expect(json.demandes.map((d) => [d.reference, d.telephone])).toEqual([[jean, "06 12 34 56 78"]]);

    // a post from another site is refused before it reaches the page
    const forged = await fetch(`${server.url}${PAGE}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: admin.cookie, origin: "https://ailleurs.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "erase", q: "0612345678", confirmation: "EFFACER" }),
    });
    expect(forged.status).toBe(403);
    expect(await leadsOf(quote.email)).toHaveLength(1);

    // the confirmation word is required
    await page.getByRole("button", { name: "Effacer définitivement" }).click();
    const confirmation = page.getByLabel("Pour confirmer, saisissez EFFACER");
    await page.getByText(PERSONAL_DATA_MESSAGES.confirmationMissing).waitFor();
    await expect(confirmation.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await leadsOf(quote.email)).toHaveLength(1);
    await confirmation.fill("effacer");
    await saveScreenshot(
      page.locator("section", { has: page.getByRole("heading", { name: "Effacer ces données" }) }),
      "personal-data",
      "confirm-390.png",
    );
    await page.getByRole("button", { name: "Effacer définitivement" }).click();
    const erased = page.getByTestId("personal-data-erased");
    await erased.waitFor();
    await expect(erased.textContent()).resolves.toMatch(/^Données effacées\u00a0: 1 demande, 1 photo, /);
    // the page's data read again after the erasure
    await eventually(() => page.getByTestId("personal-data-counts").textContent()).toBe(
      "Aucune donnée n'est conservée pour cette personne.",
    );
    await saveScreenshot(page, "personal-data", "erased-390.png", { fullPage: true });

    expect(await leadsOf(quote.email)).toEqual([]);
    expect(await leadsOf("marie.martin@example.fr")).toHaveLength(1);
    expect(await runSql(server, "select id from lead_photos")).toEqual([]);
    // the refused confirmation answered 400, which the browser logs; nothing else went wrong
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });

  it("at 1280 px: lists the person's devis, erases the unsigned one and keeps the signed one, saying so", async () => {
    const email = "paul.durand@example.fr";
    await submitQuote(
      {
        firstName: "Paul",
        lastName: "Durand",
        email,
        phone: "06 98 76 54 32",
        address: "5 chemin des Lauzes, 69550 Cublize",
        projectType: "",
        surface: "",
        description: "Chéneau percé.",
      },
      [],
    );
    const [lead] = await leadsOf(email);
    const createQuote = async () => {
      const res = await fetch(`${server.url}/dashboard-management-panel/leads/${String(lead!.id)}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.url, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "create-quote" }),
      });
      expect(res.status).toBe(302);
      return new URL(res.headers.get("location")!, server.url).pathname.split("/").pop()!;
    };
    const signedId = await createQuote();
    const draftId = await createQuote();
    // as a signature leaves it (the signing itself is the devis page's test)
    await runSql(server, "update quotes set status = 'accepted', answered_at = ? where id = ?", [
      new Date().toISOString(),
      signedId,
    ]);
    const numberOf = async (id: string) =>
      String((await runSql(server, "select number from quotes where id = ?", [id]))[0]!.number);
    const [signedNumber, draftNumber] = [await numberOf(signedId), await numberOf(draftId)];

    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await rememberCookieChoice(context);
    await addSessionCookie(context, server, admin.cookie);
    await page.goto(`${server.url}${PAGE}?q=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    const quotes = page.getByRole("list", { name: "Devis de cette personne" });
    await expect(quotes.getByTestId("personal-data-quote").allTextContents()).resolves.toEqual([
      expect.stringMatching(
        new RegExp(`^${signedNumber} — Accepté.*Conservé en cas d'effacement\u00a0: un devis signé est un contrat\\.$`),
      ),
      expect.stringMatching(new RegExp(`^${draftNumber} — Brouillon, créé le `)),
    ]);
    await expect(page.getByTestId("personal-data-counts").textContent()).resolves.toMatch(/^1 demande, .*2 devis\.$/);
    await expect(page.getByText("Les devis signés sont conservés", { exact: false }).count()).resolves.toBe(1);
    await saveScreenshot(page, "personal-data", "devis-1280.png", { fullPage: true });

    await page.getByLabel("Pour confirmer, saisissez EFFACER").fill("EFFACER");
    await page.getByRole("button", { name: "Effacer définitivement" }).click();
    const erased = page.getByTestId("personal-data-erased");
    await erased.waitFor();
    await expect(erased.textContent()).resolves.toContain(`Devis signé conservé\u00a0: ${signedNumber}.`);
    expect(await runSql(server, "select id, lead_id from quotes where id in (?, ?)", [signedId, draftId])).toEqual([
      { id: signedId, lead_id: null },
    ]);
    expect(await leadsOf(email)).toEqual([]);
    // the signed devis is still found by the address, and is all that is
    await eventually(() => page.getByTestId("personal-data-counts").textContent()).toBe("0 demande, 1 devis.");
    expect(errors).toEqual([]);
  });
});
