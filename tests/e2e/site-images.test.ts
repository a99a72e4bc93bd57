/**
 * 'Images du site' (docs/product.md#site-images) and the media-usage warning
 * (docs/product.md#media-usage), in Chromium on the built server: the owner
 * puts a library photo in place of the home hero (the alt text is required),
 * the home page then draws and preloads the photo's variants with his alt
 * text; deleting the photo from the library names the places that show it and
 * needs a confirmation; 'Rétablir' brings the illustration back.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteImages } from "~/content/images";
import { postMultipart } from "../helpers/multipart";
import { roofPhoto } from "../helpers/sample-images";
import { waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { rememberCookieChoice } from "./helpers/consent";
import { eventually } from "./helpers/eventually";
import { fetchPage, textOf } from "./helpers/html";
import { attributeOf } from "./helpers/html-queries";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";
import { saveScreenshot } from "./helpers/screenshots";

const PAGE = "/dashboard-management-panel/images-du-site";
const LIBRARY = "/dashboard-management-panel/images";
const ALT = "Notre équipe posant une couverture en zinc sur une maison de Caluire";
const SHOTS = "site-images";

let browser: Browser;
let admin: AdminServer;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await startAdminServer();
});
afterAll(async () => {
  await admin?.stop();
  await browser?.close();
});

async function upload(filename: string, seed: number): Promise<{ name: string; url: string }> {
  const res = await postMultipart(
    `${admin.server.url}/api/media`,
    { filename, contentType: "image/jpeg", head: await roofPhoto(2400, 1600, seed) },
    { headers: { cookie: admin.cookie, origin: admin.server.url } },
  );
  expect(res.status).toBe(201);
  return (res.body as { item: { name: string; url: string } }).item;
}

function stem(name: string): string {
  return name.slice(0, name.lastIndexOf("."));
}

/** What a visitor's home page shows and preloads for the hero, as the server sends it. */
async function homeHero() {
  const { document } = await fetchPage(`${admin.server.url}/`);
  const attribute = (selector: string, name: string) => attributeOf(document.querySelector(selector), name);
  const preload = [...document.querySelectorAll("link[rel=preload][as=image]")].find(
    (link) => attributeOf(link, "imagesrcset") !== null,
  );
  return {
    alt: attribute("#accueil picture img", "alt"),
    src: attribute("#accueil picture img", "src"),
    avif: attribute("#accueil picture source[type='image/avif']", "srcset"),
    preload: attributeOf(preload, "imagesrcset"),
    ogImage: attribute("meta[property='og:image']", "content"),
  };
}

/** A form post as a browser without JavaScript sends it. */
function post(path: string, fields: Record<string, string>) {
  return fetch(`${admin.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: admin.cookie, origin: admin.server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("site images", () => {
  it("replaces the home hero with a library photo, warns before deleting it, and restores the illustration", async () => {
    const photo = await upload("chantier-caluire.jpg", 3);

    // the refused save (400, empty alt text) and the refused delete (409, file in use) are logged by Chromium
    const { page, errors, close } = await openPage(browser, { width: 1280, allowConsoleErrors: [/status of 40[09]/] });
    await admin.signInContext(page.context());
    await rememberCookieChoice(page.context());
    await page.goto(`${admin.server.url}${PAGE}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Images du site" }).count()).resolves.toBe(1);
    await saveScreenshot(page, SHOTS, "admin-grid-1280.png", { fullPage: true });

    await page.getByRole("link", { name: "Remplacer : Accueil : grande image" }).click();
    await page.waitForURL((url) => url.search === "?remplacer=hero");
    await waitForHydration(page);

    // The picker of the library sets the photo.
    await page.getByRole("button", { name: "Choisir dans la médiathèque" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisir dans la médiathèque" });
    await dialog.getByRole("button", { name: "Choisir chantier-caluire.jpg" }).click();
    await dialog.waitFor({ state: "detached" });
    // the library's photos are listed by their thumbnails, the file name as secondary text
    const group = page.getByRole("group", { name: "Photo de la médiathèque *" });
    await eventually(() => group.getByRole("radio", { checked: true }).getAttribute("value")).toBe(photo.name);
    expect(
      await group
        .getByRole("radio", { name: new RegExp(photo.name) })
        .locator("xpath=..")
        .locator("img")
        .count(),
    ).toBe(1);

    // The alt text is required.
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const altError = page.getByText("Le texte alternatif est obligatoire : décrivez la photo en quelques mots.");
    await altError.waitFor();
    expect(await page.getByLabel("Texte alternatif *").getAttribute("aria-invalid")).toBe("true");
    await saveScreenshot(page, SHOTS, "admin-replace-error-1280.png", { fullPage: true });

    await page.getByLabel("Texte alternatif *").fill(ALT);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL((url) => url.pathname === PAGE && url.search === "");
    await page.getByText("Image remplacée : elle est en ligne.").waitFor();
    const card = page.getByRole("listitem", { name: "Accueil : grande image" });
    await eventually(() => card.getByText("Votre photo", { exact: true }).count()).toBe(1);
    await saveScreenshot(page, SHOTS, "admin-grid-replaced-1280.png");

    // The home page: the photo's variants, its alt text, its preload, its social card.
    const hero = await homeHero();
    expect(hero.alt).toBe(ALT);
    expect(hero.src).toBe(photo.url);
    expect(hero.avif).toContain(`/media/${stem(photo.name)}-480w.avif 480w`);
    expect(hero.avif).toContain(`/media/${stem(photo.name)}-1600w.avif 1600w`);
    expect(hero.preload).toBe(hero.avif);
    expect(hero.ogImage).toBe(`${admin.server.url}${photo.url}`);
    const variant = await fetch(`${admin.server.url}/media/${stem(photo.name)}-960w.avif`);
    expect(variant.status).toBe(200);
    // in a browser, at 1280 then 390 px: the page runs cleanly, and draws one of the photo's variants
    const visitor = await openPage(browser, { width: 1280 });
    await rememberCookieChoice(visitor.context);
    await visitor.page.goto(`${admin.server.url}/`);
    await saveScreenshot(visitor.page, SHOTS, "home-replaced-1280.png");
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    const drawn = visitor.page.locator("#accueil picture img").first();
    await eventually(() =>
      drawn.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : "")),
    ).toContain(`/media/${stem(photo.name)}-`);
    await saveScreenshot(visitor.page, SHOTS, "home-replaced-390.png");
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // Deleting the photo from the library names the places that show it, and asks again.
    await page.goto(`${admin.server.url}${LIBRARY}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Supprimer chantier-caluire.jpg" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await confirm.getByRole("heading", { name: "Ce fichier est encore utilisé" }).waitFor();
    const use = confirm.getByRole("link", { name: "Images du site : Accueil : grande image" });
    expect(await use.getAttribute("href")).toBe(`${PAGE}#hero`);
    await confirm.getByRole("button", { name: "Supprimer quand même" }).waitFor();
    await saveScreenshot(page, SHOTS, "library-delete-warning-1280.png");
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await confirm.waitFor({ state: "detached" });
    expect((await fetch(`${admin.server.url}${photo.url}`)).status).toBe(200);

    // 'Rétablir', confirmed: the illustration is back on the home page.
    await page.goto(`${admin.server.url}${PAGE}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Rétablir l'illustration : Accueil : grande image" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Rétablir l'illustration" }).click();
    await page.getByText("Illustration rétablie.").waitFor();
    await eventually(() => card.getByText("Illustration", { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();

    const back = await homeHero();
    expect(back.alt).toBe(siteImages.hero.alt);
    expect(back.src).toBe(siteImages.hero.fallback);
    expect(back.preload).toBe(siteImages.hero.sources.avif);
    expect(back.ogImage).toBe(`${admin.server.url}/images/generated/hero-1600.webp`);
  });

  it("works without JavaScript; the server refuses deleting a used file (409) until it is confirmed", async () => {
    const photo = await upload("atelier.jpg", 4);

    // The plain form posts of the page: an empty alt text is refused, a full one saved.
    const refused = await post(`${PAGE}?remplacer=workshop`, {
      intent: "replace",
      slot: "workshop",
      media: photo.name,
      alt: " ",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Le texte alternatif est obligatoire");
    const saved = await post(`${PAGE}?remplacer=workshop`, {
      intent: "replace",
      slot: "workshop",
      media: photo.name,
      alt: "L'atelier de pliage",
    });
    expect(saved.status).toBe(302);
    const services = await (await fetch(`${admin.server.url}/services`)).text();
    expect(services).toContain(`alt="L&#x27;atelier de pliage"`);

    // The replace form as served (what a browser without JavaScript shows): the photo chosen, the picker off.
    const { document } = await fetchPage(`${admin.server.url}${PAGE}?remplacer=workshop`, { headers: { cookie: admin.cookie } });
    const legend = [...document.querySelectorAll("legend")].find((l) => textOf(l) === "Photo de la médiathèque *");
    expect(legend?.parentElement?.querySelector('input[type="radio"][checked]')?.getAttribute("value")).toBe(photo.name);
    const picker = [...document.querySelectorAll("button")].find((b) => textOf(b) === "Choisir dans la médiathèque");
    expect(picker?.hasAttribute("disabled")).toBe(true);
    // its look at 390 px, for a person to check (SCREENSHOT_DIR)
    if (process.env.SCREENSHOT_DIR) {
      const noJs = await openPage(browser, { width: 390, javaScriptEnabled: false });
      await admin.signInContext(noJs.context);
      await noJs.page.goto(`${admin.server.url}${PAGE}`);
      await saveScreenshot(noJs.page, SHOTS, "admin-grid-390.png", { fullPage: true });
      await noJs.page.goto(`${admin.server.url}${PAGE}?remplacer=workshop`);
      await saveScreenshot(noJs.page, SHOTS, "admin-replace-390.png", { fullPage: true });
      await noJs.close();
    }

    // Deleting it: 409 and the places, in French; confirmed: deleted, and the image is the illustration again.
    const used = await post(`${LIBRARY}.data`, { intent: "delete", name: photo.name });
    expect(used.status).toBe(409);
    expect(await used.text()).toContain(
      "Ce fichier est utilisé à 1 endroit : Images du site : L'atelier. Confirmez pour le supprimer quand même.",
    );
    expect((await fetch(`${admin.server.url}${photo.url}`)).status).toBe(200);
    const deleted = await post(`${LIBRARY}.data`, { intent: "delete", name: photo.name, confirmUsed: "1" });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${admin.server.url}${photo.url}`)).status).toBe(404);
    const after = await (await fetch(`${admin.server.url}/services`)).text();
    expect(after).not.toContain(photo.name);
    expect(after).toContain(siteImages.workshop.fallback);
  });
});
