/**
 * Links that never break (docs/product.md#redirects): renaming a published
 * article leaves its old address answering 301 to the new one (until the
 * redirect is deleted, after a confirmation); a missing page
 * shows in the 'Redirections' log, a redirect created from it (without
 * JavaScript, from the pre-filled form) makes that address answer 301.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "~/features/articles/form-data";
import { REDIRECT_MESSAGES } from "~/features/redirects/paths";
import { addSessionCookie, createAdmin, DEFAULT_ADMIN, runSql, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const REDIRECTS_ADMIN = "/dashboard-management-panel/redirections";

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

/** The status and Location a visitor's first request gets. */
async function firstAnswer(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${server.url}${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0 Firefox/130.0" } });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location") };
}

describe("redirects", () => {
  it("a published article renamed: its old address answers 301 to the new one", async () => {
    const cookie = await signInCookie(server);
    const saved = await fetch(`${server.url}/dashboard-management-panel/write`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        [ARTICLE_FIELDS.title]: "Gouttières en hiver",
        [ARTICLE_FIELDS.excerpt]: "Préparer ses gouttières avant le gel.",
        [ARTICLE_FIELDS.content]: "## Avant le gel\n\nNettoyez vos gouttières.",
        [ARTICLE_FIELDS.intent]: SAVE_INTENTS.publish,
      }),
    });
    expect(saved.status).toBe(302);
    const [row] = await runSql(server, "SELECT id FROM articles WHERE slug = ?", ["gouttieres-en-hiver"]);
    // visited (and cached) under its first address
    expect((await firstAnswer("/blog/gouttieres-en-hiver")).status).toBe(200);

    const { page, context, close } = await openPage(browser, { width: 1280 });
    await rememberCookieChoice(context);
    await addSessionCookie(context, server, cookie);
    await page.goto(`${server.url}/dashboard-management-panel/edit/${String(row!.id)}`);
    await waitForHydration(page);
    await page.getByLabel("Titre *").fill("Gouttières : l'entretien d'hiver");
    await page.getByRole("button", { name: "Publier l'article" }).click();
    await eventually(async () => (await runSql(server, "SELECT slug FROM articles WHERE id = ?", [row!.id]))[0]?.slug).toBe(
      "gouttieres-l-entretien-d-hiver",
    );

    expect(await firstAnswer("/blog/gouttieres-en-hiver")).toEqual({
      status: 301,
      location: "/blog/gouttieres-l-entretien-d-hiver",
    });
    expect((await firstAnswer("/blog/gouttieres-l-entretien-d-hiver")).status).toBe(200);

    // listed on the 'Redirections' page as automatic
    await page.goto(`${server.url}${REDIRECTS_ADMIN}`);
    await waitForHydration(page);
    const auto = page.getByTestId("redirect-row").filter({ hasText: "/blog/gouttieres-en-hiver" });
    await eventually(() => auto.textContent()).toContain("Automatique");
    await saveScreenshot(page, "redirects", "admin-1280.png", { fullPage: true });

    // deleting asks first; once confirmed, the old address is a missing page again
    await auto.getByRole("button", { name: "Supprimer la redirection depuis /blog/gouttieres-en-hiver" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer cette redirection ?" });
    await dialog.waitFor();
    await saveScreenshot(page, "redirects", "confirm-delete-1280.png");
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await eventually(() =>
      page.locator("[data-sonner-toast]", { hasText: REDIRECT_MESSAGES.deleted("/blog/gouttieres-en-hiver") }).count(),
    ).toBe(1);
    await eventually(() => auto.count()).toBe(0);
    expect((await firstAnswer("/blog/gouttieres-en-hiver")).status).toBe(404);
    await close();
  });

  it("a missing page shows in the log; a redirect created from it (no JavaScript) answers 301", async () => {
    const missing = "/ancienne-page-couverture";
    const { page, context, close } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    await rememberCookieChoice(context);
    const visit = await page.goto(`${server.url}${missing}`);
    expect(visit?.status()).toBe(404);

    await addSessionCookie(context, server, await signInCookie(server));
    await page.goto(`${server.url}${REDIRECTS_ADMIN}`);
    const logged = page.getByTestId("missing-row").filter({ hasText: missing });
    await expect(logged.textContent()).resolves.toContain("1 visite");
    await saveScreenshot(page, "redirects", "admin-390.png", { fullPage: true });

    await logged.getByRole("link", { name: `Créer une redirection depuis ${missing}` }).click();
    await expect(page.getByLabel("Adresse de départ").inputValue()).resolves.toBe(missing);

    // another site's address is refused, in French, under its field
    await page.getByLabel("Nouvelle adresse").fill("https://ailleurs.example/page");
    await page.getByRole("button", { name: "Ajouter la redirection" }).click();
    const to = page.getByLabel("Nouvelle adresse");
    await expect(to.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.locator(`#${(await to.getAttribute("aria-describedby"))!.split(" ")[0]!}`).textContent()).resolves.toBe(
      REDIRECT_MESSAGES.leadingSlash,
    );
    await expect(page.getByLabel("Adresse de départ").inputValue()).resolves.toBe(missing);
    await saveScreenshot(page.locator("section#nouvelle-redirection"), "redirects", "form-error-390.png");

    await to.fill("/services/couverture");
    await page.getByRole("button", { name: "Ajouter la redirection" }).click();
    await page.waitForURL((url) => url.pathname === REDIRECTS_ADMIN && !url.search);
    const created = page.getByTestId("redirect-row").filter({ hasText: missing });
    await expect(created.textContent()).resolves.toContain("Manuelle");
    // answered now: no longer missing
    await expect(page.getByTestId("missing-row").filter({ hasText: missing }).count()).resolves.toBe(0);
    await close();

    expect(await firstAnswer(missing)).toEqual({ status: 301, location: "/services/couverture" });
  });

  it("refuses a redirect back to its own page under another spelling; one to an address outside Latin-1 is stored encoded and followed", async () => {
    const { page, context, errors, close } = await openPage(browser, { width: 1280 });
    await rememberCookieChoice(context);
    await addSessionCookie(context, server, await signInCookie(server));
    await page.goto(`${server.url}${REDIRECTS_ADMIN}`);
    await waitForHydration(page);
    const from = page.getByLabel("Adresse de départ");
    const to = page.getByLabel("Nouvelle adresse");
    const errorUnder = async (field: typeof to) =>
      page.locator(`#${(await field.getAttribute("aria-describedby"))!.split(" ")[0]!}`).textContent();

    // each of these would send the browser round in circles (ERR_TOO_MANY_REDIRECTS)
    for (const back of ["/ancienne-offre?x=1", "/./ancienne-offre", "/x/../ancienne-offre/", "/ancienne-offre#tarifs"]) {
      await from.fill("/ancienne-offre");
      await to.fill(back);
      await page.getByRole("button", { name: "Ajouter la redirection" }).click();
      await eventually(() => to.getAttribute("aria-invalid")).toBe("true");
      await expect(errorUnder(to), back).resolves.toBe(REDIRECT_MESSAGES.same);
    }
    await saveScreenshot(page.locator("section#nouvelle-redirection"), "redirects", "form-loop-1280.png");
    expect(await page.getByTestId("redirect-row").filter({ hasText: "/ancienne-offre" }).count()).toBe(0);

    for (const [source, destination, encoded] of [
      ["/ancienne-offre", "/nouvelle-€", "/nouvelle-%E2%82%AC"],
      ["/ancien-été", "/页面", "/%E9%A1%B5%E9%9D%A2"],
    ] as const) {
      await from.fill(source);
      await to.fill(destination);
      await page.getByRole("button", { name: "Ajouter la redirection" }).click();
      const stored = encodeURI(source);
      await eventually(() =>
        page.locator("[data-sonner-toast]", { hasText: REDIRECT_MESSAGES.created(stored, encoded) }).count(),
      ).toBe(1);
      await expect(page.getByTestId("redirect-row").filter({ hasText: stored }).textContent()).resolves.toContain(encoded);
    }
    // the refused posts answer 400, which the browser logs; nothing else went wrong
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await close();

    // followed as a browser does: a 301 whose Location it can read, from the source however it is written
    for (const asked of ["/ancienne-offre", "/ancienne-offre/"])
      expect(await firstAnswer(asked)).toEqual({ status: 301, location: "/nouvelle-%E2%82%AC" });
    for (const asked of ["/ancien-%C3%A9t%C3%A9", "/ancien-%c3%a9t%c3%a9/"])
      expect(await firstAnswer(asked)).toEqual({ status: 301, location: "/%E9%A1%B5%E9%9D%A2" });
    const followed = await fetch(`${server.url}/ancienne-offre`);
    await followed.arrayBuffer();
    expect({ status: followed.status, url: followed.url }).toEqual({ status: 404, url: `${server.url}/nouvelle-%E2%82%AC` });
  });
});
