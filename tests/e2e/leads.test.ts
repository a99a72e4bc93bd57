import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY } from "~/config/constants";
import { createDatabase, type Database } from "~/db/client.server";
import { createPostgresDatabase } from "../helpers/postgres";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { createAdmin, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";
import { axeOn } from "./helpers/axe";

const LEADS_TO = "atelier@example.fr";
const ADMIN = { email: "admin@example.fr", password: "mot-de-passe-solide-42" };

const SUCCESS = "Votre demande a été envoyée avec succès !";
const FAILURE = "Erreur lors de l'envoi. Veuillez réessayer.";
const FORM_A_MESSAGES = {
  "Prénom *": "Le prénom est requis",
  "Nom *": "Le nom est requis",
  "Téléphone *": "Le téléphone est requis",
  "Email *": "L'email est requis",
  "Type de projet *": "Veuillez sélectionner un type de projet",
  "Description du projet *": "La description est requise",
} as const;
const EXPECTED_CONSOLE_ERRORS = [/Erreur lors de l'envoi du formulaire/, /Failed to load resource/];

let smtp: TestSmtpServer;
let server: TestServer;
let browser: Browser;
let database: Database;
let dropPg: (() => Promise<void>) | undefined;
let databaseUrl: string | undefined;

/**
 * Two rendering steps of the page: what a click or the page's first layout sets off (a form's native
 * submission, an intersection observer's first report and the load it starts) has begun by then.
 */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** An essential-only consent choice, so the cookie bar does not cover the form. */
async function seedConsent(context: BrowserContext) {
  await context.addInitScript(
    ([key, dateKey]) => {
      const at = new Date().toISOString();
      const record = {
        analytics_storage: false,
        ad_storage: false,
        ad_user_data: false,
        ad_personalization: false,
        functionality_storage: true,
        personalization_storage: false,
        security_storage: true,
        timestamp: at,
        version: "2.0",
        measurement_id: null,
      };
      localStorage.setItem(key!, JSON.stringify(record));
      localStorage.setItem(dateKey!, at);
    },
    [CONSENT_STORAGE_KEY, CONSENT_DATE_KEY],
  );
}

async function open(url: string, options: Parameters<typeof openPage>[1] = {}): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await seedConsent(tracked.context);
  await tracked.page.goto(url);
  if (options.javaScriptEnabled !== false) {
    await waitForHydration(tracked.page);
  }
  return tracked;
}

async function leadCount(where: { email?: string } = {}): Promise<number> {
  let q = database.db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n"));
  if (where.email) q = q.where("email", "=", where.email);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function fillFormA(page: Page, values: Partial<Record<string, string>> = {}) {
  const v = {
    prenom: "Jean",
    nom: "Dupont",
    telephone: "06 12 34 56 78",
    email: "jean.dupont@example.fr",
    ville: "",
    projet: "Gouttières",
    description: "Fuite dans la gouttière côté rue.",
    ...values,
  };
  await page.getByLabel("Prénom *").fill(v.prenom!);
  await page.getByLabel("Nom *", { exact: true }).fill(v.nom!);
  await page.getByLabel("Téléphone *").fill(v.telephone!);
  await page.getByLabel("Email *").fill(v.email!);
  await page.getByLabel("Ville").fill(v.ville!);
  if (v.projet) await page.getByLabel("Type de projet *").selectOption({ label: v.projet });
  await page.getByLabel("Description du projet *").fill(v.description!);
}

async function fillFormB(page: Page, values: Partial<Record<string, string>> = {}) {
  const v = {
    firstName: "Marie",
    lastName: "Martin",
    email: "marie.martin@example.fr",
    phone: "04 72 00 00 00",
    address: "12 rue des Tuiles, 69001 Lyon",
    ...values,
  };
  await page.getByLabel("Prénom *").fill(v.firstName);
  await page.getByLabel("Nom *", { exact: true }).fill(v.lastName);
  await page.getByLabel("Email *").fill(v.email);
  await page.getByLabel("Téléphone *").fill(v.phone);
  await page.getByLabel("Adresse du chantier *").fill(v.address);
}

function formValues(page: Page, formId: string) {
  return page.evaluate((id) => {
    const form = document.getElementById(id) as HTMLFormElement;
    return Object.fromEntries(
      // the visible text fields only (not the hidden redirect, honeypot, key and visit attribution fields '_landing'…,
      // nor the photos' file input: tests/e2e/lead-photos.test.ts covers it)
      Array.from(new FormData(form).entries()).filter(
        ([k, v]) =>
          typeof v === "string" && k !== "redirectTo" && k !== "website" && k !== "idempotencyKey" && !k.startsWith("_"),
      ),
    );
  }, formId);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createPostgresDatabase();
    databaseUrl = pg.url;
    dropPg = pg.drop;
  }
  server = await startServer({
    SMTP_URL: smtp.url,
    LEADS_TO,
    RATE_LIMIT_LEADS_PER_HOUR: "1000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  database = createDatabase({ DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
  await server?.stop();
  await smtp?.close();
  await dropPg?.();
});

describe("form A (contact) with JavaScript", () => {
  it("shows the field's message under every field, with a red border and aria links, and focuses the first", async () => {
    const { page, errors, close } = await open(`${server.url}/contact`);
    const red = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.border = "1px solid var(--color-red-600)";
      document.body.append(probe);
      const color = getComputedStyle(probe).borderTopColor;
      probe.remove();
      return color;
    });
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    for (const [label, message] of Object.entries(FORM_A_MESSAGES)) {
      const field = page.getByLabel(label, { exact: true });
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await field.getAttribute("aria-describedby");
      await eventually(() => page.locator(`#${describedBy}`).textContent()).toBe(message);
      await expect.poll(() => field.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(red);
    }
    await eventually(() => page.getByLabel("Ville").getAttribute("aria-invalid")).toBeNull();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("prenom");

    await fillFormA(page, { email: "jean.dupont@" });
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect.poll(() => page.getByText("Adresse email invalide").count()).toBe(1);
    await eventually(() => page.locator("[aria-invalid=true]").count()).toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("email");
    // a corrected field loses its message as it is corrected
    await page.getByLabel("Email *").fill("jean.dupont@example.fr");
    await expect.poll(() => page.getByText("Adresse email invalide").count()).toBe(0);
    expect(await leadCount({ email: "jean.dupont@example.fr" })).toBe(0);

    const axe = await axeOn(page).include("#formulaire-contact").analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends: 'Envoi en cours...', then the confirmation, a reset form, the conversion event and the e-mail", async () => {
    const { page, context, errors, close } = await open(`${server.url}/contact`);
    await context.addInitScript(() => {
      (window as unknown as { gtag: unknown }).gtag = (...args: unknown[]) =>
        ((window as unknown as { __gtag: unknown[] }).__gtag ??= []).push(args);
    });
    await page.reload();
    await waitForHydration(page);
    // hold the request until the busy state has been seen (the real server answers)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/leads/contact", async (route) => {
      await held;
      await route.continue();
    });
    const before = smtp.messages.length;
    await fillFormA(page, { email: "success.a@example.fr", ville: "" });
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    const busy = page.getByRole("button", { name: "Envoi en cours..." });
    await expect.poll(() => busy.isDisabled()).toBe(true);
    release();

    await expect.poll(() => page.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    await expect.poll(() => page.locator("[data-sonner-toast]").filter({ hasText: SUCCESS }).count()).toBe(1);
    expect(await formValues(page, "formulaire-contact")).toEqual({
      prenom: "",
      nom: "",
      telephone: "",
      email: "",
      ville: "",
      projet: "",
      description: "",
    });
    await eventually(() => page.getByRole("button", { name: "Envoyer ma demande" }).isEnabled()).toBe(true);
    await saveScreenshot(page.locator("#formulaire-contact"), "leads", "contact-success-1280.png");
    const calls = await page.evaluate(() => (window as unknown as { __gtag?: unknown[][] }).__gtag ?? []);
    expect(calls).toContainEqual(["event", "contact_form_submit"]);

    expect(await leadCount({ email: "success.a@example.fr" })).toBe(1);
    // the visitor's acknowledgement may arrive first: wait for the owner's notification itself
    await smtp.waitFor(before + 1);
    await expect.poll(() => smtp.messages.some((m) => m.replyTo.includes("success.a@example.fr"))).toBe(true);
    const mail = smtp.messages.find((m) => m.replyTo.includes("success.a@example.fr"))!;
    expect(mail.subject).toMatch(/^Nouvelle demande de devis - Gouttières — [^[]+ \[D-\d{4}-\d{4}\]$/);
    expect(mail.envelope.to).toEqual([LEADS_TO]);
    expect(mail.text).toContain("Ville : Non spécifiée");
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["the server answers 500", 500],
    ["the server cannot be reached", 0],
  ])("keeps the entries and shows the failure message when %s", async (_label, status) => {
    const { page, errors, close } = await open(`${server.url}/contact`, { allowConsoleErrors: EXPECTED_CONSOLE_ERRORS });
    await page.route("**/api/leads/contact", (route) =>
      status ? route.fulfill({ status, contentType: "text/html", body: "<h1>Erreur</h1>" }) : route.abort("connectionrefused"),
    );
    await fillFormA(page, { email: "failure.a@example.fr", ville: "Lyon" });
    const entered = await formValues(page, "formulaire-contact");
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: FAILURE }).count()).toBe(1);
    expect(await formValues(page, "formulaire-contact")).toEqual(entered);
    await eventually(() => page.getByRole("button", { name: "Envoyer ma demande" }).isEnabled()).toBe(true);
    if (status) await saveScreenshot(page.locator("#formulaire-contact"), "leads", "contact-failure-1280.png");
    expect(await leadCount({ email: "failure.a@example.fr" })).toBe(0);
    expect(errors).toEqual([]);

    // the visitor tries again once the server is back: stored
    await page.unroute("**/api/leads/contact");
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    expect(await leadCount({ email: "failure.a@example.fr" })).toBe(1);
    await database.db.deleteFrom("leads").where("email", "=", "failure.a@example.fr").execute();
    await close();
  });

  it("is on the home page too, at #contact", async () => {
    const { page, errors, close } = await open(`${server.url}/`);
    const section = page.locator("section#contact");
    await fillFormA(page, { email: "home.a@example.fr" });
    await section.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect.poll(() => section.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    const [lead] = await database.db.selectFrom("leads").selectAll().where("email", "=", "home.a@example.fr").execute();
    expect(lead.source_path).toBe("/");
    expect(errors).toEqual([]);
    await close();
  });

  it("on the home page its code loads only near it; a submission made before then is held and sent by the live form", async () => {
    const { page, errors, close } = await openPage(browser, { width: 390 });
    await seedConsent(page.context());
    const formCode: string[] = [];
    let releaseCode: () => void = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      formCode.push(route.request().url());
      await codeHeld;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await twoFrames(page);
    expect(formCode, "the form's code is not loaded at the top of the page").toEqual([]);

    // the visitor reaches the form and sends it before its code has arrived
    const section = page.locator("section#contact");
    await fillFormA(page, { email: "held.a@example.fr" });
    await expect
      .poll(() => formCode.length, { message: "the form's code is asked for once the visitor is near it" })
      .toBeGreaterThan(0);
    await section.getByRole("button", { name: "Envoyer ma demande" }).click();
    await twoFrames(page);
    expect(posts, "no native post while the code loads").toEqual([]);
    expect(page.url()).toBe(`${server.url}/`);

    releaseCode();
    await expect.poll(() => section.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    expect(posts).toEqual(["/api/leads/contact"]);
    expect(await leadCount({ email: "held.a@example.fr" })).toBe(1);
    expect(await formValues(page, "formulaire-contact")).toMatchObject({ prenom: "", email: "" });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("without JavaScript", () => {
  it("form A: server validation, the page again with the errors and the entries, then the confirmation", async () => {
    const { page, close } = await open(`${server.url}/contact`, { javaScriptEnabled: false });
    await page.getByLabel("Prénom *").fill("Élodie");
    await page.getByLabel("Email *").fill("elodie@");
    await page.getByLabel("Ville").fill("Tarare");
    await page.getByLabel("Description du projet *").fill("Chéneau en zinc à remplacer.\nDeux étages.");
    // back on the same URL: wait for the new document
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Envoyer ma demande" }).click()]);
    expect(page.url()).toBe(`${server.url}/contact`);

    await eventually(() => page.getByLabel("Nom *", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    for (const message of [
      "Le nom est requis",
      "Le téléphone est requis",
      "Adresse email invalide",
      "Veuillez sélectionner un type de projet",
    ]) {
      await eventually(() => page.getByText(message, { exact: true }).count()).toBe(1);
    }
    await eventually(() => page.getByText("Le prénom est requis").count()).toBe(0);
    // the browser focuses the first field in error (autofocus, no script needed)
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("nom");
    expect(await formValues(page, "formulaire-contact")).toEqual({
      prenom: "Élodie",
      nom: "",
      telephone: "",
      email: "elodie@",
      ville: "Tarare",
      projet: "",
      description: "Chéneau en zinc à remplacer.\nDeux étages.",
    });
    await saveScreenshot(page, "leads", "contact-nojs-errors-1280.png", { fullPage: true });

    // shown once: a reload shows the blank form
    await page.reload();
    await eventually(() => page.getByText("Adresse email invalide").count()).toBe(0);

    await fillFormA(page, { prenom: "Élodie", email: "elodie@example.fr", projet: "Chéneaux", ville: "Tarare" });
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await page.waitForURL(/\/contact#formulaire-contact$/);
    await eventually(() => page.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    expect((await formValues(page, "formulaire-contact")).prenom).toBe("");
    const [lead] = await database.db.selectFrom("leads").selectAll().where("email", "=", "elodie@example.fr").execute();
    expect(lead).toMatchObject({ first_name: "Élodie", project: "cheneaux", source_path: "/contact" });
    await close();
  });

  it("form A on the home page comes back to the home page's form", async () => {
    const { page, close } = await open(`${server.url}/`, { javaScriptEnabled: false });
    await fillFormA(page, { email: "home.nojs@example.fr" });
    await page.locator("section#contact").getByRole("button", { name: "Envoyer ma demande" }).click();
    await page.waitForURL(new RegExp(`^${server.url}/#formulaire-contact$`));
    await eventually(() => page.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    expect(await leadCount({ email: "home.nojs@example.fr" })).toBe(1);
    await close();
  });

  it("form B: native checks, then server validation with the entries kept, then the confirmation", async () => {
    const { page, close } = await open(`${server.url}/devis-gratuit`, { javaScriptEnabled: false });
    // the browser's own required check stops an empty form (no request)
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    expect(page.url()).toBe(`${server.url}/devis-gratuit`);

    // 'marie@exemple' passes the browser's e-mail check, not the server's
    await fillFormB(page, { email: "marie@exemple" });
    await page.getByLabel("Type de projet").selectOption("isolation");
    await page.getByLabel("Surface (m²)").fill("42.5");
    await page.getByLabel("Description du projet").fill("Isolation des combles.");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Envoyer ma demande de devis" }).click()]);
    expect(page.url()).toBe(`${server.url}/devis-gratuit`);
    await eventually(() => page.getByText("Adresse email invalide").count()).toBe(1);
    // autofocus is applied by the browser at its next rendering step, not before 'load'
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe("email");
    await eventually(() => page.getByLabel("Email *").getAttribute("aria-invalid")).toBe("true");
    expect(await formValues(page, "formulaire-devis")).toEqual({
      firstName: "Marie",
      lastName: "Martin",
      email: "marie@exemple",
      phone: "04 72 00 00 00",
      address: "12 rue des Tuiles, 69001 Lyon",
      projectType: "isolation",
      surface: "42.5",
      description: "Isolation des combles.",
    });
    await saveScreenshot(page, "leads", "quote-nojs-errors-1280.png", { fullPage: true });

    await page.getByLabel("Email *").fill("marie.nojs@example.fr");
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await page.waitForURL(/\/devis-gratuit#formulaire-devis$/);
    await eventually(() => page.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    const [lead] = await database.db.selectFrom("leads").selectAll().where("email", "=", "marie.nojs@example.fr").execute();
    expect(lead).toMatchObject({ form: "quote", project: "isolation", surface: 42.5, source_path: "/devis-gratuit" });
    await close();
  });
});

describe("form B (quote) with JavaScript", () => {
  it("has the documented labels and note; an incomplete form is stopped with French messages under the fields", async () => {
    const { page, errors, close } = await open(`${server.url}/devis-gratuit`);
    await eventually(() => page.getByRole("heading", { name: "Demander un Devis" }).count()).toBe(1);
    expect(await page.getByText("* Champs obligatoires. Vos données sont protégées et ne seront jamais partagées.").count()).toBe(
      1,
    );
    const posted: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posted.push(r.url()));
    // once the scripts run, the form's own French messages replace the browser's bubble
    await eventually(() => page.locator("#formulaire-devis").evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await twoFrames(page);
    expect(posted).toEqual([]);
    const messages = {
      "Prénom *": "Le prénom est requis",
      "Nom *": "Le nom est requis",
      "Email *": "L'email est requis",
      "Téléphone *": "Le téléphone est requis",
      "Adresse du chantier *": "L'adresse du chantier est requise",
    };
    for (const [label, message] of Object.entries(messages)) {
      const field = page.getByLabel(label, { exact: true });
      // still marked required: without the scripts the browser's own check stops the form
      expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      await eventually(() => field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      const described = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
        describedBy.split(" "),
      );
      expect(described).toContain(message);
    }
    // the first field in error has the focus
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("firstName");
    for (const label of ["Type de projet", "Surface (m²)", "Description du projet"]) {
      expect(await page.getByLabel(label, { exact: true }).evaluate((el: HTMLInputElement) => el.required)).toBe(false);
    }
    await eventually(() => page.getByLabel("Email *").getAttribute("type")).toBe("email");
    await eventually(() => page.getByLabel("Téléphone *").getAttribute("type")).toBe("tel");
    await eventually(() => page.getByLabel("Surface (m²)").getAttribute("type")).toBe("number");
    await fillFormB(page, { email: "pas-un-email" });
    expect(await page.getByLabel("Email *").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    const axe = await axeOn(page).include("#formulaire-devis").analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends without reloading: confirmation, reset, stored, e-mail with the address and surface", async () => {
    const { page, errors, close } = await open(`${server.url}/devis-gratuit`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await fillFormB(page, { email: "quote.b@example.fr" });
    await page.getByLabel("Type de projet").selectOption({ label: "Zinguerie" });
    await page.getByLabel("Surface (m²)").fill("85.5");
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect((await formValues(page, "formulaire-devis")).firstName).toBe("");
    const mails = await smtp.waitFor(1);
    await expect
      .poll(() => smtp.messages.filter((m) => m.replyTo.includes("quote.b@example.fr")).length, { timeout: 10_000 })
      .toBe(1);
    const mail = mails.find((m) => m.replyTo.includes("quote.b@example.fr"))!;
    expect(mail.subject).toMatch(/^Nouvelle demande de devis - Zinguerie — [^[]+, Lyon \[D-\d{4}-\d{4}\]$/);
    expect(mail.text).toContain("Adresse du chantier : 12 rue des Tuiles, 69001 Lyon");
    expect(mail.text).toContain("Surface : 85,5 m²");
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the entries when the server fails", async () => {
    const { page, errors, close } = await open(`${server.url}/devis-gratuit`, { allowConsoleErrors: EXPECTED_CONSOLE_ERRORS });
    await page.route("**/api/leads/quote", (route) => route.fulfill({ status: 503, body: "indisponible" }));
    await fillFormB(page, { email: "quote.fail@example.fr" });
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: FAILURE }).count()).toBe(1);
    expect((await formValues(page, "formulaire-devis")).email).toBe("quote.fail@example.fr");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("abuse", () => {
  it("a filled honeypot gets the same success, is stored as spam and never mailed", async () => {
    const { page, close } = await open(`${server.url}/contact`);
    const honeypot = page.locator("input[name=website]");
    await eventually(() => honeypot.getAttribute("tabindex")).toBe("-1");
    await eventually(() => honeypot.getAttribute("autocomplete")).toBe("off");
    expect(await honeypot.evaluate((el) => el.closest("[aria-hidden=true]") !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0); // off-screen
    await fillFormA(page, { email: "robot@example.fr" });
    await honeypot.evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: SUCCESS }).count()).toBe(1);
    const [lead] = await database.db.selectFrom("leads").selectAll().where("email", "=", "robot@example.fr").execute();
    expect(Boolean(lead.spam)).toBe(true);
    // a mail leaves only through the outbox, queued with the request itself: none is queued, none will come
    expect(await database.db.selectFrom("outbox").select("id").where("lead_id", "=", lead.id).execute()).toEqual([]);
    expect(smtp.messages.some((m) => m.replyTo.includes("robot@example.fr"))).toBe(false);
    await close();
  });
});

describe("admin inbox", () => {
  let cookies: { name: string; value: string }[] = [];

  beforeAll(async () => {
    await createAdmin(server, ADMIN);
    const cookie = await signInCookie(server, ADMIN);
    const eq = cookie.indexOf("=");
    cookies = [{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1) }];
  });

  async function openInbox(pathAndQuery = "", width = 1280) {
    const tracked = await openPage(browser, { width });
    await seedConsent(tracked.context);
    await tracked.context.addCookies(cookies.map((c) => ({ ...c, url: server.url })));
    await tracked.page.goto(`${server.url}/dashboard-management-panel/leads${pathAndQuery}`);
    await waitForHydration(tracked.page);
    return tracked;
  }

  it("is closed to visitors (page, CSV and actions)", async () => {
    const page = await fetch(`${server.url}/dashboard-management-panel/leads`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(
      `/auth-portal-secure?retour=${encodeURIComponent("/dashboard-management-panel/leads")}`,
    );
    const csv = await fetch(`${server.url}/dashboard-management-panel/leads.csv`, { redirect: "manual" });
    expect(csv.status).toBe(302);
    const act = await fetch(`${server.url}/dashboard-management-panel/leads`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=retry&id=x",
    });
    expect(act.status).toBe(401);
  });

  it("lists requests newest first with their details and notification status; search; status filters; CSV", async () => {
    await expect
      .poll(
        async () =>
          Number(
            (
              await database.db
                .selectFrom("outbox")
                .select((eb) => eb.fn.countAll().as("n"))
                .where("status", "=", "sent")
                .executeTakeFirstOrThrow()
            ).n,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(3);
    const { page, errors, close } = await openInbox();
    await eventually(() => page.getByRole("heading", { level: 1, name: "Demandes de devis" }).count()).toBe(1);
    const cards = page.getByRole("article");
    await eventually(() => cards.count()).toBeGreaterThanOrEqual(4);
    // newest first: the last request stored before this test
    const newest = await database.db
      .selectFrom("leads")
      .select(["first_name", "last_name", "email", "phone"])
      .where("spam", "=", false)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const first = cards.first();
    await eventually(() => first.getAttribute("aria-label")).toBe(`${newest.first_name} ${newest.last_name}`);
    await eventually(() => first.getByRole("link", { name: newest.email }).getAttribute("href")).toMatch(/^mailto:/);
    await eventually(() => first.getByRole("link", { name: newest.phone }).getAttribute("href")).toMatch(/^tel:\+33/);
    await eventually(() => page.getByText("Notification envoyée").count()).toBeGreaterThanOrEqual(1);
    // spam is apart
    await eventually(() => page.getByRole("article", { name: /Jean Dupont/ }).count()).toBeGreaterThanOrEqual(1);
    await eventually(() => page.getByText("robot@example.fr").count()).toBe(0);
    await saveScreenshot(page, "leads", "inbox-1280.png", { fullPage: true });

    // search
    await page.getByRole("searchbox", { name: "Rechercher une demande" }).fill("tarare");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForURL(/q=tarare/);
    await expect.poll(() => cards.count()).toBe(1);
    await eventually(() => cards.first().getAttribute("aria-label")).toBe("Élodie Dupont");

    // the request's page: 'Contacté', then the inbox's filter finds it
    await cards
      .first()
      .getByRole("link", { name: /^Ouvrir la demande D-\d{4}-\d{4} de Élodie Dupont$/ })
      .click();
    await page.waitForURL(/\/dashboard-management-panel\/leads\/[0-9a-f-]{36}$/);
    await eventually(() => page.getByRole("heading", { level: 1, name: "Élodie Dupont" }).count()).toBe(1);
    await page.getByLabel("Statut", { exact: true }).selectOption("contacte");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await eventually(() => page.getByText("Statut : Contacté").count()).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await database.db
              .selectFrom("leads")
              .select("status")
              .where("email", "=", "elodie@example.fr")
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe("contacte");
    await page.goto(`${server.url}/dashboard-management-panel/leads`);
    await page.getByRole("link", { name: /^Contacté/ }).click();
    await page.waitForURL(/filtre=contacte/);
    await expect.poll(() => cards.count()).toBe(1);
    await eventually(() => cards.first().getAttribute("aria-label")).toBe("Élodie Dupont");

    // CSV of the current search
    const download = await page.request.get(`${server.url}/dashboard-management-panel/leads.csv?q=tarare`);
    expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(download.headers()["content-disposition"]).toMatch(
      /^attachment; filename="demandes-de-devis-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = await download.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString("utf8");
    expect(text).toContain('"Élodie";"Dupont";"elodie@example.fr"');
    expect(text.trim().split("\r\n")).toHaveLength(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("looks right on a phone", async () => {
    const { page, errors, close } = await openInbox("", 390);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, "leads", "inbox-390.png", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("screenshots of the forms with errors", () => {
  it.each([390, 1280])("at %i px", async (width) => {
    const contact = await open(`${server.url}/contact`, { width });
    await contact.page.getByLabel("Email *").fill("jean@");
    await contact.page.getByRole("button", { name: "Envoyer ma demande" }).click();
    expect(await contact.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await contact.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(contact.page, "leads", `contact-errors-${width}.png`, { fullPage: true });
    expect(contact.errors).toEqual([]);
    await contact.close();

    const quote = await open(`${server.url}/devis-gratuit`, { width });
    await fillFormB(quote.page, { email: "marie@exemple" });
    await quote.page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await expect.poll(() => quote.page.getByText("Adresse email invalide").count()).toBe(1);
    expect(await quote.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await quote.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(quote.page, "leads", `quote-errors-${width}.png`, { fullPage: true });
    expect(quote.errors).toEqual([]);
    await quote.close();
  });
});

describe("server restart while an e-mail is being sent", () => {
  it("SIGTERM mid-send: the e-mail is delivered once and recorded; the restarted server sends nothing again", async () => {
    const slow = await startSmtpServer({ delayMs: 1500 });
    const pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
    // one message per request here (the owner's notification); the acknowledgement: lead-visitor.test.ts
    const env = { SMTP_URL: slow.url, LEADS_TO, LEAD_ACKNOWLEDGEMENT: "off", ...(pg ? { DATABASE_URL: pg.url } : {}) };
    const first = await startServer(env);
    const db = createDatabase({ DATA_DIR: first.dataDir, DATABASE_URL: pg?.url });
    let second: TestServer | undefined;
    try {
      const res = await fetch(`${first.url}/api/leads/contact`, {
        method: "POST",
        headers: { origin: first.url, accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          prenom: "Paul",
          nom: "Restart",
          telephone: "0600000000",
          email: "paul@example.fr",
          projet: "autre",
          description: "Redémarrage pendant l'envoi.",
        }).toString(),
      });
      expect(res.status).toBe(200);
      await expect.poll(() => slow.dataReceived(), { timeout: 10_000 }).toBe(1);
      // stop while the SMTP server still holds its answer; keep the data for the next start
      first.process.kill("SIGTERM");
      await new Promise((r) => first.process.once("exit", r));
      expect(slow.messages).toHaveLength(1);
      // the lead's own row: from 07:00 Paris the lead jobs may also queue the morning digest (no lead)
      const row = await db.db.selectFrom("outbox").selectAll().where("lead_id", "is not", null).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "sent", attempts: 1 });

      slow.setDelay(0);
      second = await startServer({ ...env, DATA_DIR: first.dataDir });
      // the restarted server's sender at work: a new request's e-mail arrives; nothing of the first one comes again
      const next = await fetch(`${second.url}/api/leads/contact`, {
        method: "POST",
        headers: { origin: second.url, accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          prenom: "Pierre",
          nom: "Apres",
          telephone: "0600000001",
          email: "pierre@example.fr",
          projet: "autre",
          description: "Après le redémarrage.",
        }).toString(),
      });
      expect(next.status).toBe(200);
      await slow.waitFor(2);
      expect(slow.messages.filter((m) => m.replyTo.includes("paul@example.fr"))).toHaveLength(1);
      expect(
        await db.db.selectFrom("outbox").select(["status", "attempts"]).where("lead_id", "=", row.lead_id!).execute(),
      ).toEqual([{ status: "sent", attempts: 1 }]);
    } finally {
      await db.close();
      await second?.stop();
      await first.stop();
      await slow.close();
      await pg?.drop();
    }
  });
});
