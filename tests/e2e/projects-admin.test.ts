/**
 * The owner edits 'Nos réalisations' (docs/product.md#projects-admin): a new
 * réalisation with three photos of the media library, published, is on
 * /realisations, on its page (structured data with its photos), and in the
 * sitemap; renamed, its old address answers 301 to the new one; hidden, its
 * page is a 404. Without JavaScript, a refused save shows the French message
 * and keeps what was typed, and photos are reordered.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMultipart } from "../helpers/multipart";
import { roofPhoto } from "../helpers/sample-images";
import { waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { startAdminServer, type AdminServer } from "./helpers/media-admin";
import { saveScreenshot } from "./helpers/screenshots";

const LIST = "/dashboard-management-panel/realisations";
const TITLE = "Gouttières en cuivre à Écully";
const SLUG = "gouttieres-en-cuivre-a-ecully";
const RENAMED = "Gouttières et descentes en cuivre à Écully";
const RENAMED_SLUG = "gouttieres-et-descentes-en-cuivre-a-ecully";

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

const url = (path: string) => `${admin.server.url}${path}`;

async function dismissCookieBanner(page: Page) {
  const essential = page.getByRole("button", { name: "Essentiel uniquement" });
  try {
    await essential.waitFor({ timeout: 2_000 });
  } catch {
    return;
  }
  await essential.click();
  await essential.waitFor({ state: "detached" });
}

async function upload(filename: string, seed: number): Promise<string> {
  const res = await postMultipart(
    url("/api/media"),
    { filename, contentType: "image/jpeg", head: await roofPhoto(1600, 1067, seed, 85) },
    { headers: { cookie: admin.cookie, origin: admin.server.url } },
  );
  expect(res.status).toBe(201);
  return (res.body as { item: { url: string } }).item.url;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.flatMap((node) => (Array.isArray(node["@graph"]) ? (node["@graph"] as Record<string, unknown>[]) : [node]));
  });
}

function listItem(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

describe("réalisations edited by the owner", () => {
  it("creates, publishes, renames (301 from the old address) and hides (404) a réalisation", async () => {
    const photos = [
      await upload("facade-ecully.jpg", 11),
      await upload("descente-cuivre.jpg", 12),
      await upload("naissance-soudee.jpg", 13),
    ];

    const { page, errors, close } = await openPage(browser, { width: 1280 });
    await admin.signInContext(page.context());
    await page.goto(url(LIST));
    await waitForHydration(page);
    await dismissCookieBanner(page);
    await saveScreenshot(page, "projects", "admin-list-1280.png", { fullPage: true });
    // the five réalisations of a fresh install, the first three 'À la une'
    await eventually(() => page.getByRole("list", { name: "Réalisations" }).locator(":scope > li").count()).toBe(5);
    expect(await listItem(page, "Système de gouttières complet").getByText("À la une").count()).toBe(1);

    await page.getByRole("link", { name: "Nouvelle réalisation" }).click();
    await page.waitForURL(url(`${LIST}/nouvelle`));
    await page.getByLabel("Titre *", { exact: true }).fill(TITLE);
    await page.getByLabel("Catégorie *", { exact: true }).fill("Zinguerie");
    await page.getByLabel("Lieu *", { exact: true }).fill("Écully (69)");
    await page.getByLabel("Mois du chantier *", { exact: true }).fill("2026-09");
    await page.getByLabel("Durée *", { exact: true }).fill("4 jours");
    await page.getByLabel("Résumé *", { exact: true }).fill("Gouttières et descentes en cuivre pour une maison de maître.");
    await page
      .getByLabel("Description complète *", { exact: true })
      .fill("Dépose des anciennes gouttières, pose de gouttières et descentes en cuivre façonnées à l'atelier.");
    await page
      .getByLabel("Caractéristiques du projet *", { exact: true })
      .fill("Gouttières demi-rondes en cuivre\nDescentes Ø 100 mm");
    await page.getByLabel("Matériaux utilisés", { exact: true }).fill("Cuivre 0,6 mm\nÉtain");

    const names = ["facade-ecully.jpg", "descente-cuivre.jpg", "naissance-soudee.jpg"];
    const alts = ["Façade de la maison de maître", "Descente en cuivre neuve", "Naissance soudée à l'étain"];
    for (const [index, name] of names.entries()) {
      await page.getByRole("button", { name: "Ajouter une photo" }).click();
      const dialog = page.getByRole("dialog", { name: "Choisir dans la médiathèque" });
      await dialog.getByRole("button", { name: `Choisir ${name}` }).click();
      await dialog.waitFor({ state: "detached" });
      await page
        .getByLabel(index === 0 ? "Photo 1 (couverture) : texte alternatif" : `Photo ${String(index + 1)} : texte alternatif`)
        .fill(alts[index]!);
    }
    // the third photo moves up: the gallery is facade, naissance, descente
    await page.getByRole("button", { name: "Monter la photo 3" }).click();
    expect(await page.getByLabel("Photo 2 : texte alternatif").inputValue()).toBe(alts[2]);
    await saveScreenshot(page, "projects", "admin-new-1280.png", { fullPage: true });

    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL(url(LIST));
    const item = listItem(page, TITLE);
    await eventually(() => item.getByText("Masquée").count()).toBe(1);
    // hidden: not on the site yet
    expect((await fetch(url(`/realisations/${SLUG}`), { redirect: "manual" })).status).toBe(404);

    await item.getByRole("button", { name: `Publier « ${TITLE} »` }).click();
    await eventually(() => item.getByText("Publiée").count()).toBe(1);
    // the badge changes at once; the button comes back when the server has answered
    await eventually(() => item.getByRole("button", { name: `Masquer « ${TITLE} »` }).isEnabled()).toBe(true);

    const listHtml = await (await fetch(url("/realisations"))).text();
    expect(listHtml).toContain(TITLE);
    expect(listHtml).toContain(`href="/realisations/${SLUG}"`);
    const pageRes = await fetch(url(`/realisations/${SLUG}`));
    expect(pageRes.status).toBe(200);
    const pageHtml = await pageRes.text();
    expect(pageHtml).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
    const work = jsonLd(pageHtml).find((node) => node["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      name: TITLE,
      url: url(`/realisations/${SLUG}`),
      dateCreated: "2026-09",
      locationCreated: { "@type": "Place", name: "Écully (69)" },
      image: [photos[0], photos[2], photos[1]].map((photo) => url(photo)),
    });
    for (const [index, alt] of [alts[0], alts[2], alts[1]].entries()) {
      expect(pageHtml, alt).toContain(`alt="${alt!.replace("'", "&#x27;")}"`);
      expect(pageHtml.indexOf(photos[[0, 2, 1][index]!]!)).toBeGreaterThan(0);
    }
    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    expect(sitemap).toMatch(
      new RegExp(`<loc>${url(`/realisations/${SLUG}`)}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`),
    );

    // renamed, with the address derived from the new title
    await page.goto(url(LIST));
    await waitForHydration(page);
    await listItem(page, TITLE)
      .getByRole("link", { name: `Modifier « ${TITLE} »` })
      .click();
    await page.waitForURL(new RegExp(`${LIST}/[^/]+$`));
    await waitForHydration(page);
    await saveScreenshot(page, "projects", "admin-edit-1280.png", { fullPage: true });
    await page.getByLabel("Titre *", { exact: true }).fill(RENAMED);
    await page.getByLabel("Adresse de la page", { exact: true }).fill("");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL(url(LIST));
    await listItem(page, RENAMED).waitFor();

    const moved = await fetch(url(`/realisations/${SLUG}`), { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, admin.server.url).pathname).toBe(`/realisations/${RENAMED_SLUG}`);
    expect((await fetch(url(`/realisations/${RENAMED_SLUG}`))).status).toBe(200);
    const renamedSitemap = await (await fetch(url("/sitemap.xml"))).text();
    expect(renamedSitemap).toContain(`/realisations/${RENAMED_SLUG}</loc>`);
    expect(renamedSitemap).not.toContain(`/realisations/${SLUG}</loc>`);

    // hidden: a 404 page for visitors, out of the list and the sitemap
    await listItem(page, RENAMED)
      .getByRole("button", { name: `Masquer « ${RENAMED} »` })
      .click();
    await eventually(() => listItem(page, RENAMED).getByText("Masquée").count()).toBe(1);
    await eventually(() =>
      listItem(page, RENAMED)
        .getByRole("button", { name: `Publier « ${RENAMED} »` })
        .isEnabled(),
    ).toBe(true);
    const hidden = await fetch(url(`/realisations/${RENAMED_SLUG}`), { redirect: "manual" });
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain("Réalisation introuvable");
    expect(await (await fetch(url("/realisations"))).text()).not.toContain(RENAMED);
    expect(await (await fetch(url("/sitemap.xml"))).text()).not.toContain(RENAMED_SLUG);
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript: a refused save keeps every typed value under French messages; photos move", async () => {
    const { page, close } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    await admin.signInContext(page.context());
    await page.goto(url(LIST));
    await saveScreenshot(page, "projects", "admin-list-390.png", { fullPage: true });
    await listItem(page, "Réfection de chéneaux en zinc")
      .getByRole("link", { name: "Modifier « Réfection de chéneaux en zinc »" })
      .click();
    const editPath = new URL(page.url()).pathname;
    await saveScreenshot(page, "projects", "admin-edit-390.png", { fullPage: true });

    await page.getByLabel("Titre *", { exact: true }).fill("");
    await page.getByLabel("Lieu *", { exact: true }).fill("Lyon 2e (69)");
    await page.getByLabel("Mois du chantier *", { exact: true }).fill("2023-12");
    await page.getByLabel("Photo 2 : texte alternatif").fill("");
    await page.getByLabel("Photo 3 : texte alternatif").fill("Chéneau neuf au soleil couchant");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe(editPath);

    const title = page.getByLabel("Titre *", { exact: true });
    expect(await title.getAttribute("aria-invalid")).toBe("true");
    const titleError = page.locator(`#${(await title.getAttribute("aria-describedby"))!.split(" ").at(-1)!}`);
    expect(await titleError.innerText()).toBe("Le titre est obligatoire");
    expect(await page.getByText("Décrivez la photo (texte alternatif obligatoire)").count()).toBe(1);
    expect(await page.getByLabel("Lieu *", { exact: true }).inputValue()).toBe("Lyon 2e (69)");
    expect(await page.getByLabel("Mois du chantier *", { exact: true }).inputValue()).toBe("2023-12");
    expect(await page.getByLabel("Photo 3 : texte alternatif").inputValue()).toBe("Chéneau neuf au soleil couchant");
    expect(await page.getByLabel("Description complète *", { exact: true }).inputValue()).toContain(
      "immeuble bourgeois du XIXe siècle",
    );
    await saveScreenshot(page, "projects", "admin-edit-errors-390.png", { fullPage: true });

    // the third photo moves to the top, posted by its button: nothing saved yet, the values kept
    await page.getByRole("button", { name: "Monter la photo 3" }).click();
    await page.getByRole("button", { name: "Monter la photo 2" }).click();
    expect(await page.getByLabel("Photo 1 (couverture) : texte alternatif").inputValue()).toBe("Chéneau neuf au soleil couchant");
    expect(await page.getByLabel("Lieu *", { exact: true }).inputValue()).toBe("Lyon 2e (69)");
    expect(await (await fetch(url("/realisations/cheneaux-zinc-lyon"))).text()).toContain("Lyon 6e (69)");

    await page.getByLabel("Titre *", { exact: true }).fill("Réfection de chéneaux en zinc");
    await page.getByLabel("Photo 3 : texte alternatif").fill("Chéneau encaissé doublé de zinc");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL(url(LIST));

    const html = await (await fetch(url("/realisations/cheneaux-zinc-lyon"))).text();
    expect(html).toContain("Lyon 2e (69)");
    const gallery = html.slice(html.indexOf('aria-label="Galerie photos"'));
    expect(gallery.indexOf('alt="Chéneau neuf au soleil couchant"')).toBeLessThan(
      gallery.indexOf('alt="Chéneau encaissé doublé de zinc"'),
    );
    await close();
  });
});
