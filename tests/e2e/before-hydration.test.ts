/**
 * The moment between a page's HTML and its scripts (a second or more on a
 * phone): every `/assets/*.js` response is held back while a visitor or an
 * administrator types and clicks, then released. What was typed must still be
 * there once React has taken over, derived state must follow it ('Générer
 * avec IA' enabled), the actions must then do what they say, and a control
 * that needs the scripts must be visibly disabled until they run (never a
 * dead click). The mobile menu opens and closes without JavaScript at all.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "~/features/articles/form-data";
import { LEAD_MESSAGES } from "~/features/leads/copy";
import { roofPhoto } from "../helpers/sample-images";
import { postMultipart } from "../helpers/multipart";
import { DEFAULT_ARTICLE, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { addSessionCookie, runSql, signedInAdmin, totp, waitForHydration, type SignedInAdmin } from "./helpers/admin";
import { announcedNode } from "./helpers/accessibility";
import { launchBrowser, openPage, type PageOptions, type TrackedPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";
import { rememberCookieChoice } from "./helpers/consent";

const ADMIN = "/dashboard-management-panel";
const poll = expect.poll;

let browser: Browser;
let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({
    AI_BASE_URL: fake.url,
    AI_API_KEY: "sk-test-before-hydration",
    AI_MODEL: "fake-model",
    RATE_LIMIT_SIGNIN_PER_MINUTE: "100",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

interface HeldPage extends TrackedPage {
  /** Lets the held scripts through and waits until React has taken over the page. */
  release: () => Promise<void>;
}

/**
 * A page whose scripts are held back: every `/assets/*.js` response waits
 * until `release()` (the HTML, the stylesheet and the images are served at
 * once). A returning visitor who already answered the cookie banner, so that
 * nothing covers the page.
 */
async function openHeldPage(options: PageOptions = {}): Promise<HeldPage> {
  const tracked = await openPage(browser, options);
  await rememberCookieChoice(tracked.context);
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await tracked.page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have been closed meanwhile
  });
  const release = async () => {
    expect(await isHydrated(tracked.page), "React must not have run before the scripts were released").toBe(false);
    open();
    await waitForHydration(tracked.page);
  };
  return { ...tracked, release };
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Opens `path` and returns once its HTML is parsed (its held scripts cannot have run). */
async function visit(page: Page, path: string) {
  await page.goto(`${server.url}${path}`, { waitUntil: "domcontentloaded" });
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function valuesOf(page: Page, labels: Record<string, string>): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [label, _] of Object.entries(labels)) values[label] = await page.getByLabel(label, { exact: true }).inputValue();
  return values;
}

async function fillAll(page: Page, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function newAdmin(label: string): Promise<SignedInAdmin & { password: string }> {
  const admin = await signedInAdmin(server, `${label}@az-toiture.test`, `Admin ${label}`);
  return { ...admin, password: "Zinc-et-ardoise-2024" };
}

async function openAdminHeldPage(admin: SignedInAdmin, options: PageOptions = {}): Promise<HeldPage> {
  const held = await openHeldPage(options);
  await addSessionCookie(held.context, server, admin.cookie);
  return held;
}

/** A draft saved over HTTP as the write form posts it (the setup of a test whose subject is another page); its id. */
async function savedDraft(admin: SignedInAdmin, title: string, content: string): Promise<string> {
  const res = await fetch(`${server.url}${ADMIN}/write`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      [ARTICLE_FIELDS.title]: title,
      [ARTICLE_FIELDS.content]: content,
      [ARTICLE_FIELDS.intent]: SAVE_INTENTS.draft,
    }),
  });
  expect(res.status, await res.text()).toBe(302);
  const [row] = await runSql(server, "select id from articles where title = ? and author_id = ?", [title, admin.id]);
  return String(row!.id);
}

async function uploadImage(admin: SignedInAdmin, filename: string, seed: number): Promise<{ name: string; url: string }> {
  const res = await postMultipart(
    `${server.url}/api/media`,
    { filename, contentType: "image/jpeg", head: await roofPhoto(1200, 800, seed) },
    { headers: { cookie: admin.cookie, origin: server.url } },
  );
  expect(res.status).toBe(201);
  return (res.body as { item: { name: string; url: string } }).item;
}

async function leadByEmail(email: string) {
  const rows = await runSql(
    server,
    "select form, first_name, last_name, phone, city, address, project, surface, message from leads where email = ?",
    [email],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("public forms typed in before the scripts run", () => {
  it("form A on the home page keeps every entry and sends them once live", async () => {
    const held = await openHeldPage({ width: 390, height: 844 });
    const { page, errors } = held;
    await visit(page, "/");
    const form = page.locator("#formulaire-contact");
    await form.scrollIntoViewIfNeeded();
    const typed = {
      "Prénom *": "Camille",
      "Nom *": "Girard",
      "Téléphone *": "06 12 34 56 78",
      "Email *": "camille.accueil@example.fr",
      Ville: "Bourg-en-Bresse",
      "Description du projet *": "Deux gouttières à remplacer sur une maison de plain-pied.",
    };
    await fillAll(page, typed);
    await page.getByLabel("Type de projet *").selectOption("gouttieres");

    await held.release();
    expect(await valuesOf(page, typed)).toEqual(typed);
    await eventually(() => page.getByLabel("Type de projet *").inputValue()).toBe("gouttieres");

    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await poll(() => form.getByRole("status").textContent(), { timeout: 20_000 }).toContain(LEAD_MESSAGES.success);
    expect(new URL(page.url()).pathname).toBe("/"); // sent by the live form, no reload
    expect(await leadByEmail(typed["Email *"])).toMatchObject({
      form: "contact",
      first_name: "Camille",
      last_name: "Girard",
      city: "Bourg-en-Bresse",
      project: "gouttieres",
      message: typed["Description du projet *"],
    });
    expect(errors).toEqual([]);
    await held.close();
  });

  it("form A on /contact posted before the scripts run comes back with its mistake; the corrections typed before they run are sent", async () => {
    const held = await openHeldPage();
    const { page, errors } = held;
    await visit(page, "/contact");
    const typed = {
      "Prénom *": "Lucie",
      "Nom *": "Perrin",
      "Téléphone *": "04 74 11 22 33",
      "Email *": "lucie.contact@",
      Ville: "Oyonnax",
      "Description du projet *": "Un solin à reprendre.",
    };
    await fillAll(page, typed);
    await page.getByLabel("Type de projet *").selectOption("bavettes");
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    // the browser posted the form itself: the server's answer keeps the entries and names the mistake
    await poll(() => page.getByText("Adresse email invalide").count(), { timeout: 20_000 }).toBe(1);
    expect(await valuesOf(page, typed)).toEqual(typed);

    // corrected, the description lengthened (React would set a textarea back to its server content as it hydrates)
    const corrected = {
      ...typed,
      "Email *": "lucie.contact@example.fr",
      "Description du projet *": "Un solin à reprendre autour de la cheminée, et une bavette.",
    };
    await fillAll(page, corrected);
    await held.release();
    expect(await valuesOf(page, corrected)).toEqual(corrected);
    await eventually(() => page.getByLabel("Type de projet *").inputValue()).toBe("bavettes");

    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await poll(() => page.getByRole("status").filter({ hasText: LEAD_MESSAGES.success }).count(), { timeout: 20_000 }).toBe(1);
    expect(await leadByEmail(corrected["Email *"])).toMatchObject({
      form: "contact",
      first_name: "Lucie",
      project: "bavettes",
      message: corrected["Description du projet *"],
    });
    expect(errors).toEqual([]);
    await held.close();
  });

  it("form B on /devis-gratuit keeps every entry and sends them once live", async () => {
    const held = await openHeldPage();
    const { page, errors } = held;
    await visit(page, "/devis-gratuit");
    const form = page.locator("#formulaire-devis");
    const typed = {
      "Prénom *": "Hugo",
      "Nom *": "Morel",
      "Email *": "hugo.devis@example.fr",
      "Téléphone *": "06 98 76 54 32",
      "Adresse du chantier *": "12 rue des Tanneurs, 01000 Bourg-en-Bresse",
      "Surface (m²)": "85",
      "Description du projet": "Réfection complète d'une toiture en tuiles.",
    };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel("Type de projet", { exact: true }).selectOption("renovation");

    await held.release();
    for (const [label, value] of Object.entries(typed))
      await eventually(() => form.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
    await eventually(() => form.getByLabel("Type de projet", { exact: true }).inputValue()).toBe("renovation");

    await form.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await poll(() => form.getByRole("status").textContent(), { timeout: 20_000 }).toContain(LEAD_MESSAGES.success);
    expect(new URL(page.url()).pathname).toBe("/devis-gratuit");
    expect(await leadByEmail(typed["Email *"])).toMatchObject({
      form: "quote",
      first_name: "Hugo",
      address: typed["Adresse du chantier *"],
      project: "renovation",
      surface: 85,
      message: typed["Description du projet"],
    });
    expect(errors).toEqual([]);
    await held.close();
  });
});

describe("public controls before the scripts run", () => {
  const menuToggle = (page: Page) => page.locator("header summary");
  const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Navigation mobile" });

  const announcedToggle = (page: Page) => announcedNode(page, /^(Ouvrir|Fermer) le menu$/);

  it("the mobile menu opens, shows its links and closes without JavaScript, with the keyboard too (390 px)", async () => {
    const { page, errors, close } = await openPage(browser, { javaScriptEnabled: false, width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    const toggle = menuToggle(page);
    await eventually(() => toggle.isVisible()).toBe(true);
    await eventually(() => mobileNav(page).isVisible()).toBe(false);
    expect(await announcedToggle(page)).toEqual({ role: "DisclosureTriangle", name: "Ouvrir le menu", expanded: false });

    await toggle.click();
    await eventually(() => mobileNav(page).isVisible()).toBe(true);
    for (const name of ["Services", "Réalisations", "À propos", "Blog", "Contact", "Devis Gratuit"]) {
      await eventually(() => mobileNav(page).getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await announcedToggle(page)).toEqual({ role: "DisclosureTriangle", name: "Fermer le menu", expanded: true });

    await toggle.click();
    await eventually(() => mobileNav(page).isVisible()).toBe(false);

    // keyboard: Tab reaches it, Enter opens, Space closes
    await toggle.focus();
    await page.keyboard.press("Enter");
    await eventually(() => mobileNav(page).isVisible()).toBe(true);
    await page.keyboard.press(" ");
    await eventually(() => mobileNav(page).isVisible()).toBe(false);

    // a link of the open menu leads to its page
    await toggle.click();
    await mobileNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await eventually(() => mobileNav(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("the mobile menu opened before the scripts run stays open once they do, then closes with Escape, a press outside and on navigation", async () => {
    const held = await openHeldPage({ width: 390, height: 844 });
    const { page, errors } = held;
    await visit(page, "/contact");
    await menuToggle(page).click();
    await eventually(() => mobileNav(page).isVisible()).toBe(true);

    await held.release();
    await eventually(() => mobileNav(page).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await poll(() => mobileNav(page).isVisible()).toBe(false);
    expect(await menuToggle(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // it lies over the page: a press outside closes it
    await menuToggle(page).click();
    await eventually(() => mobileNav(page).isVisible()).toBe(true);
    await page.mouse.click(195, 800);
    await poll(() => mobileNav(page).isVisible()).toBe(false);

    await menuToggle(page).click();
    await eventually(() => mobileNav(page).isVisible()).toBe(true);
    await mobileNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await poll(() => mobileNav(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await held.close();
  });

  it("a landing page's FAQ answers open before the scripts run and stay open after", async () => {
    const held = await openHeldPage({ width: 390, height: 844 });
    const { page, errors } = held;
    await visit(page, "/landing/conseil");
    const faq = page.locator("#faq");
    const questions = faq.locator("summary");
    await eventually(() => questions.count()).toBeGreaterThan(2);
    const second = faq.locator("details").nth(1);
    await questions.nth(1).click();
    expect(await second.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);

    await held.release();
    expect(await second.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await eventually(() => faq.locator("details[open]").count()).toBe(1);
    expect(errors).toEqual([]);
    await held.close();
  });

  it("'Gérer les cookies' in the footer is a link before the scripts run, and opens the settings once they do", async () => {
    const held = await openHeldPage();
    const { page, errors } = held;
    await visit(page, "/services");
    const manage = page.getByRole("contentinfo").getByRole("link", { name: "Gérer les cookies" });
    // without the scripts it leads to what the site says about cookies
    await eventually(() => manage.getAttribute("href")).toBe("/confidentialite#cookies");
    const privacy = await (await fetch(`${server.url}/confidentialite`)).text();
    expect(privacy.slice(privacy.indexOf('id="cookies"'))).toContain("Cookies et traceurs");

    await held.release();
    await manage.click();
    await poll(() => page.getByRole("dialog", { name: /Paramètres des cookies/ }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/services");
    expect(errors).toEqual([]);
    await held.close();
  });
});

describe("sign-in before the scripts run", () => {
  it("the sign-in form and its code step keep what was typed and sign in", async () => {
    const admin = await newAdmin("deux-etapes");
    const { email, password } = admin;

    // two-factor set up through the account page, its password typed before the scripts run
    const setup = await openAdminHeldPage(admin);
    await visit(setup.page, `${ADMIN}/account`);
    const section = setup.page.getByRole("region", { name: "Double authentification" });
    await section.getByLabel("Mot de passe actuel").fill(password);
    await setup.release();
    await eventually(() => section.getByLabel("Mot de passe actuel").inputValue()).toBe(password);
    await section.getByRole("button", { name: "Configurer la double authentification" }).click();
    const secret = (await section.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
    await section.getByLabel("Code à 6 chiffres").fill(totp(secret));
    await section.getByRole("button", { name: "Activer la double authentification" }).click();
    await poll(() => toast(setup.page, "Double authentification activée").count(), { timeout: 20_000 }).toBe(1);
    expect(setup.errors).toEqual([]);
    await setup.close();

    const held = await openHeldPage();
    const { page, errors } = held;
    await visit(page, "/auth-portal-secure");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await held.release();
    await eventually(() => page.getByLabel("E-mail").inputValue()).toBe(email);
    await eventually(() => page.getByLabel("Mot de passe", { exact: true }).inputValue()).toBe(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(`${server.url}/auth-portal-secure/verification`);
    const challenge = await held.context.cookies();
    await held.close();

    // the code step opened afresh (its challenge cookie carried over), the code typed before the scripts run
    const step = await openHeldPage();
    await step.context.addCookies(challenge);
    await visit(step.page, "/auth-portal-secure/verification");
    const code = totp(secret);
    await step.page.getByLabel("Code de vérification").fill(code);
    await step.release();
    await eventually(() => step.page.getByLabel("Code de vérification").inputValue()).toBe(code);
    await step.page.getByRole("button", { name: "Vérifier" }).click();
    await step.page.waitForURL(`${server.url}${ADMIN}`);
    expect(errors).toEqual([]);
    expect(step.errors).toEqual([]);
    await step.close();
  });
});

describe("the article editor before the scripts run", () => {
  const typed = {
    "Titre *": "Gouttières en zinc : l'entretien d'automne",
    Extrait: "Feuilles, mousses et descentes bouchées : ce qu'il faut vérifier avant l'hiver.",
    "Contenu (Markdown) *": "## Avant l'hiver\n\nVider les gouttières et contrôler les crochets.",
    Catégorie: "Entretien",
  };

  it("keeps every field typed on /write, enables what needs the scripts once they run, and saves the draft with them", async () => {
    const admin = await newAdmin("redaction");
    const image = await uploadImage(admin, "facade-zinc.jpg", 11);
    const held = await openAdminHeldPage(admin);
    const { page, errors } = held;
    await visit(page, `${ADMIN}/write`);

    await fillAll(page, typed);
    await page.getByLabel("URL de l'image principale").fill(image.url);
    await page.getByLabel("Mots-clés SEO").fill("gouttière zinc");
    await page.getByLabel("Mot-clé principal (optionnel)").fill("entretien gouttières");
    await page.getByLabel("Sujet de l'article").fill("Préparer ses gouttières pour l'hiver");

    // what only the scripts can do is visibly disabled until they run
    const needScripts = [
      page.getByRole("button", { name: "Choisir dans la médiathèque : image principale" }),
      page.getByRole("button", { name: "Choisir dans la médiathèque : insérer une image dans le contenu" }),
      page.getByRole("button", { name: "Ajouter le mot-clé" }),
      page.getByRole("button", { name: "Aperçu" }),
      page.getByRole("button", { name: "Générer avec IA" }),
    ];
    for (const button of needScripts) await eventually(() => button.isDisabled(), String(await button.textContent())).toBe(true);
    expect(await needScripts[0]!.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);

    await held.release();
    expect(await valuesOf(page, typed)).toEqual(typed);
    await eventually(() => page.getByLabel("URL de l'image principale").inputValue()).toBe(image.url);
    await eventually(() => page.getByLabel("Mots-clés SEO").inputValue()).toBe("gouttière zinc");
    await eventually(() => page.getByLabel("Mot-clé principal (optionnel)").inputValue()).toBe("entretien gouttières");
    await eventually(() => page.getByLabel("Sujet de l'article").inputValue()).toBe("Préparer ses gouttières pour l'hiver");
    // derived from the kept values: the AI button, the image preview
    for (const button of needScripts) await eventually(() => button.isEnabled(), String(await button.textContent())).toBe(true);
    await poll(() => page.getByRole("img", { name: "Aperçu de l'image principale" }).getAttribute("src")).toContain(
      image.name.slice(0, image.name.lastIndexOf(".")),
    );

    // the keyword typed becomes a chip; the picker inserts an image after the typed content
    await page.getByRole("button", { name: "Ajouter le mot-clé" }).click();
    await poll(() => page.getByRole("button", { name: "Retirer le mot-clé gouttière zinc" }).count()).toBe(1);
    await page.getByRole("button", { name: "Choisir dans la médiathèque : insérer une image dans le contenu" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisir dans la médiathèque" });
    await dialog.getByRole("button", { name: "Choisir facade-zinc.jpg" }).click();
    // an image goes into the content with its alt text (docs/product.md#media-alt-text)
    await dialog.getByLabel("Texte alternatif *").fill("Façade habillée de zinc");
    await dialog.getByRole("button", { name: "Insérer l'image" }).click();
    await dialog.waitFor({ state: "detached" });
    const content = `${typed["Contenu (Markdown) *"]}\n\n![Façade habillée de zinc](${image.url})\n`;
    await eventually(() => page.getByLabel("Contenu (Markdown) *").inputValue()).toBe(content);

    await page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await page.waitForURL(`${server.url}${ADMIN}/articles`);
    await poll(() => toast(page, "Article sauvegardé !").count()).toBe(1);
    const [article] = await runSql(
      server,
      "select title, excerpt, content, category, image_url, keywords, published from articles where title = ?",
      [typed["Titre *"]],
    );
    expect(article).toMatchObject({
      excerpt: typed.Extrait,
      content,
      category: typed.Catégorie,
      image_url: image.url,
      keywords: JSON.stringify(["gouttière zinc"]),
    });
    expect(Boolean(article!.published)).toBe(false);
    expect(errors).toEqual([]);
    await held.close();
  });

  it("Enter in a field before the scripts run saves a draft, never publishes", async () => {
    const admin = await newAdmin("entree");
    const held = await openAdminHeldPage(admin);
    const { page } = held;
    await visit(page, `${ADMIN}/write`);
    const title = "Noue en zinc : brouillon envoyé par Entrée";
    await page.getByLabel("Titre *").fill(title);
    await page.getByLabel("Contenu (Markdown) *").fill("Un premier jet.");
    await page.getByLabel("Titre *").press("Enter");
    // the list's own scripts are held too: its URL is what tells the post was answered
    await page.waitForURL(`${server.url}${ADMIN}/articles`, { waitUntil: "commit" });
    await poll(async () =>
      (await runSql(server, "select published from articles where title = ?", [title])).map((row) => Boolean(row.published)),
    ).toEqual([false]);
    await held.close();
  });

  it("the AI assistant's topic typed before the scripts run enables 'Générer avec IA' and is what gets asked", async () => {
    const admin = await newAdmin("assistant");
    fake.reset();
    fake.next({ kind: "stream", chunks: [DEFAULT_ARTICLE] });
    const held = await openAdminHeldPage(admin);
    const { page, errors } = held;
    await visit(page, `${ADMIN}/write`);
    await page.getByLabel("Mot-clé principal (optionnel)").fill("gouttière zinc");
    await page.getByLabel("Sujet de l'article").fill("Entretenir ses gouttières en zinc");

    await held.release();
    const generate = page.getByRole("button", { name: "Générer avec IA" });
    await eventually(() => generate.isEnabled()).toBe(true);
    await generate.click();
    const request = await fake.waitForRequest(1);
    const prompt = request.body.messages?.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain("Entretenir ses gouttières en zinc");
    expect(prompt).toContain("gouttière zinc");
    await poll(() => page.getByLabel("Titre *").inputValue(), { timeout: 20_000 }).toBe("Entretien des gouttières en zinc");
    expect(errors).toEqual([]);
    await held.close();
  });

  it("keeps the changes typed on the edit page and saves them", async () => {
    const admin = await newAdmin("modification");
    const articleId = await savedDraft(admin, "Un premier titre", "Un premier texte.");

    const held = await openAdminHeldPage(admin);
    const { page, errors } = held;
    await visit(page, `${ADMIN}/edit/${articleId}`);
    await fillAll(page, typed);
    await held.release();
    expect(await valuesOf(page, typed)).toEqual(typed);
    await page.getByRole("button", { name: "Sauvegarder brouillon" }).click();
    await page.waitForURL(`${server.url}${ADMIN}/articles`);
    const [saved] = await runSql(server, "select title, excerpt, content, category from articles where id = ?", [articleId]);
    expect(saved).toEqual({
      title: typed["Titre *"],
      excerpt: typed.Extrait,
      content: typed["Contenu (Markdown) *"],
      category: typed.Catégorie,
    });
    expect(errors).toEqual([]);
    await held.close();
  });
});

describe("the admin's other pages before the scripts run", () => {
  it("the media manager's picker, 'Copier l'URL' and 'Supprimer' are disabled until the scripts run, then upload and delete", async () => {
    const admin = await newAdmin("mediatheque");
    await uploadImage(admin, "ancienne-photo.jpg", 21);
    const held = await openAdminHeldPage(admin);
    const { page, errors } = held;
    await visit(page, `${ADMIN}/images`);
    const picker = page.getByLabel("Choisir des fichiers");
    const card = page
      .getByRole("list", { name: "Fichiers de la médiathèque" })
      .getByRole("listitem")
      .filter({ hasText: "ancienne-photo.jpg" });
    const remove = card.getByRole("button", { name: "Supprimer ancienne-photo.jpg" });
    const copy = card.getByRole("button", { name: "Copier l'URL" });
    for (const control of [picker, remove, copy]) await eventually(() => control.isDisabled()).toBe(true);
    expect(await page.locator("label", { has: picker }).evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);

    await held.release();
    for (const control of [picker, remove, copy]) await eventually(() => control.isEnabled()).toBe(true);
    await picker.setInputFiles({ name: "nouvelle-photo.jpg", mimeType: "image/jpeg", buffer: await roofPhoto(800, 600, 22) });
    await poll(() => page.getByRole("button", { name: "Supprimer nouvelle-photo.jpg" }).count(), { timeout: 30_000 }).toBe(1);

    await remove.click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await poll(() => remove.count(), { timeout: 20_000 }).toBe(0);
    expect(errors).toEqual([]);
    await held.close();
  });

  it("the administrators page keeps the new administrator typed in; 'Générer un mot de passe' waits for the scripts", async () => {
    const admin = await newAdmin("equipe");
    const colleague = await newAdmin("collegue");
    const held = await openAdminHeldPage(admin);
    const { page, errors } = held;
    await visit(page, `${ADMIN}/admins`);
    // removing a colleague asks first, which needs the scripts
    const remove = page.getByRole("button", { name: `Supprimer ${colleague.email}` });
    await eventually(() => remove.isDisabled()).toBe(true);
    const typed = {
      "Nom complet": "Paul Ardoise",
      "E-mail": "paul.ardoise@az-toiture.test",
      "Mot de passe temporaire": "Ardoise-2024-zinc",
    };
    await fillAll(page, typed);
    const generate = page.getByRole("button", { name: "Générer un mot de passe" });
    await eventually(() => generate.isDisabled()).toBe(true);

    await held.release();
    expect(await valuesOf(page, typed)).toEqual(typed);
    await eventually(() => generate.isEnabled()).toBe(true);
    await eventually(() => remove.isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Créer l'administrateur" }).click();
    await poll(() => page.getByTestId("admin-row").filter({ hasText: typed["E-mail"] }).count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    await held.close();
  });

  it("the account page keeps a password change typed in and applies it", async () => {
    const admin = await newAdmin("compte");
    const held = await openAdminHeldPage(admin);
    const { page, errors } = held;
    await visit(page, `${ADMIN}/account`);
    const section = page.getByRole("region", { name: "Mot de passe" });
    const typed = {
      "Mot de passe actuel": admin.password,
      "Nouveau mot de passe": "Tuile-et-zinc-2025",
      "Confirmer le nouveau mot de passe": "Tuile-et-zinc-2025",
    };
    for (const [label, value] of Object.entries(typed)) await section.getByLabel(label, { exact: true }).fill(value);

    await held.release();
    for (const [label, value] of Object.entries(typed))
      await eventually(() => section.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    await section.getByRole("button", { name: "Changer le mot de passe" }).click();
    await poll(() => toast(page, "Mot de passe modifié").count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    await held.close();
  });

  it("an article's 'Supprimer' in the list waits for the scripts, then asks before deleting", async () => {
    const admin = await newAdmin("liste");
    await savedDraft(admin, "Un article à supprimer", "Bientôt parti.");

    const held = await openAdminHeldPage(admin);
    const { page, errors } = held;
    await visit(page, `${ADMIN}/articles`);
    const remove = page.getByRole("button", { name: "Supprimer" });
    await eventually(() => remove.isDisabled()).toBe(true);
    await held.release();
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await poll(() => toast(page, "Article supprimé avec succès").count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    await held.close();
  });
});
