/**
 * What the law asks the site to publish (docs/product.md#legal-identity,
 * docs/product.md#consumer-mediator, docs/product.md#privacy-page), on two
 * production servers sharing one database, as two instances behind a load
 * balancer:
 *   1. before the owner fills 'Réglages': the legal notice says what is being
 *      completed, the CGV and the privacy page say 'Médiateur à renseigner',
 *      the dashboard names each missing fact with a link to Réglages;
 *   2. the privacy page gives the retention in force (LEAD_RETENTION_MONTHS)
 *      and names the services configured (mail server, photo storage, AI
 *      service, push services of the admins' devices) by host name, never with
 *      their credentials; it is in the sitemap, the site map page, the footer
 *      and the legal pages' links, and every lead form says who keeps the data,
 *      why and how long, with a link to it;
 *   3. the owner fills the legal identity and the mediator on instance A (a
 *      wrong SIRET and VAT number get French messages and save nothing): the
 *      other instance's legal notice, CGV, CGU, privacy page and footer show
 *      them, and the dashboard's warnings are gone.
 * Pages are read as served, without scripts (fetchPage); the form is filled in Chromium.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { DEFAULT_SITE } from "~/config/site";
import { MISSING_LEGAL_FACT_MESSAGES } from "~/features/business-settings/legal-requirements";
import { SETTINGS_MESSAGES as M } from "~/features/business-settings/messages";
import { SETTINGS_PATH, SETTINGS_SAVED } from "~/features/business-settings/paths";
import { savePushSubscription } from "~/features/push/subscriptions.server";
import { createPostgresDatabase } from "../helpers/postgres";
import { createAdmin, DEFAULT_ADMIN, runSql, signIn, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { fetchPage, textOf } from "./helpers/html";
import { linksNamed, occurrences, readableText } from "./helpers/html-queries";
import { saveScreenshot } from "./helpers/screenshots";
import { openServerDatabase } from "./helpers/server-db";
import { startServer, type TestServer } from "./helpers/server";

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const SECRETS = {
  smtpUser: "relais-utilisateur",
  smtpPassword: "relais-mot-de-passe",
  s3Secret: "s3-cle-secrete-0123456789",
  aiKey: "sk-cle-ia-secrete",
};
const ENV = {
  AUTH_SECRET: "legal-pages-share-this-secret-0123456789",
  LEAD_RETENTION_MONTHS: "18",
  // never reached: no request is sent in these tests, the page only names the hosts
  SMTP_URL: `smtp://${SECRETS.smtpUser}:${SECRETS.smtpPassword}@smtp.relais-exemple.test:587`,
  S3_BUCKET: "photos",
  S3_ENDPOINT: "https://s3.stockage-exemple.test",
  S3_ACCESS_KEY_ID: "s3-identifiant",
  S3_SECRET_ACCESS_KEY: SECRETS.s3Secret,
  AI_BASE_URL: "https://api.ia-exemple.test/v1",
  AI_API_KEY: SECRETS.aiKey,
};
/** A text as textOf reads it: whitespace, no-break spaces included, collapsed. */
const collapse = (text: string) => text.replace(/\s+/g, " ");
const NOTICE =
  "AZ Toiture SARL utilise ces informations pour traiter votre demande (mesures précontractuelles prises à votre demande) et les conserve 18 mois, puis les supprime.";
const OWNER = {
  legalForm: "SAS (société par actions simplifiée)",
  shareCapital: "25 000 €",
  siret: "443 061 841 00047",
  vatNumber: "FR64443061841",
  director: "Jean Martin",
  privacyEmail: "donnees@az-toiture.test",
  mediatorName: "Médiateur Exemple de la Consommation",
  mediatorAddress: "12 rue de la Conciliation, 75008 Paris",
  mediatorWebsite: "https://www.mediateur-exemple.test",
  host: "Hébergeur Exemple SAS",
  hostAddress: "2 rue du Serveur, 69003 Lyon",
};

describe(`legal pages on two instances sharing one ${POSTGRES ? "PostgreSQL database" : "SQLite file"}`, () => {
  let dataDir: string;
  let pg: { url: string; drop: () => Promise<void> } | undefined;
  let a: TestServer;
  let b: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "az-legal-"));
    pg = POSTGRES ? await createPostgresDatabase() : undefined;
    const env = { ...ENV, DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? "" };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    await createAdmin(a);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const main = async (server: TestServer, pagePath: string) => {
    const page = await fetchPage(`${server.url}${pagePath}`);
    expect(page.status, pagePath).toBe(200);
    return page.document.querySelector("main")!;
  };
  const dashboard = async (server: TestServer) => {
    const cookie = await signInCookie(server);
    return (await fetchPage(`${server.url}${ADMIN_BASE_PATH}`, { headers: { cookie } })).document;
  };

  it("before Réglages are filled: the pages say what is still to be given, and the dashboard what the law requires", async () => {
    const notice = await main(b, "/mentions-legales");
    expect(textOf(notice.querySelector("[data-testid=legal-notice-incomplete]"))).toBe(
      collapse(
        "Page en cours de mise à jour\u00a0: les informations suivantes seront complétées prochainement\u00a0: le médiateur de la consommation, le SIRET, le directeur de la publication, l'hébergeur.",
      ),
    );
    expect(occurrences(notice, "À renseigner")).toBe(2);
    expect(notice.querySelectorAll('[data-mediator="missing"]').length).toBe(1);

    const terms = await main(b, "/cgv");
    const disputes = readableText(terms.querySelector("#section-10")!);
    expect(disputes).toContain("Médiateur à renseigner.");
    expect(disputes).not.toContain("communiquées sur le devis");
    expect(disputes).not.toContain("{mediator}");
    expect(readableText(terms)).not.toContain("{");

    const privacy = await main(b, "/confidentialite");
    expect(privacy.querySelectorAll('#mediateur [data-mediator="missing"]').length).toBe(1);
    // the main e-mail takes the data requests while no privacy e-mail is given
    expect([...privacy.querySelectorAll("[data-privacy-contact]")].map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${DEFAULT_SITE.email}`,
      `mailto:${DEFAULT_SITE.email}`,
    ]);

    const admin = await dashboard(a);
    const warnings = admin.querySelector("[data-testid=legal-requirements]");
    // the legal facts first (the trade facts, prices and insurance, follow)
    expect([...(warnings?.querySelectorAll("li p") ?? [])].map(textOf).slice(0, 3)).toEqual(
      [
        MISSING_LEGAL_FACT_MESSAGES.mediator,
        MISSING_LEGAL_FACT_MESSAGES.siret,
        MISSING_LEGAL_FACT_MESSAGES.publicationDirector,
      ].map(collapse),
    );
    expect(
      linksNamed(warnings!, "Compléter dans Réglages")
        .map((link) => link.getAttribute("href"))
        .slice(0, 3),
    ).toEqual([`${SETTINGS_PATH}#mediator-title`, `${SETTINGS_PATH}#legal-title`, `${SETTINGS_PATH}#legal-title`]);
  });

  it("the privacy page gives the retention in force and names the configured services by host, never their credentials", async () => {
    const { html, document } = await fetchPage(`${b.url}/confidentialite`);
    const page = document.querySelector("main")!;
    expect(textOf(page.querySelector("h1"))).toBe("Politique de confidentialité");
    const demandes = readableText(page.querySelector("#finalite-demandes")!);
    expect(demandes).toContain("Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).");
    expect(demandes).toContain("18 mois à compter de la réception de la demande, puis suppression automatique");
    expect(readableText(page.querySelector("#finalite-statistiques")!)).toContain("Intérêt légitime");
    expect(readableText(page.querySelector("#finalite-journaux")!)).toContain("Aucune donnée personnelle n'y est conservée.");
    // no Google id configured: no Google purpose, no Google recipient, and the cookies section says so
    expect(page.querySelector("#finalite-google")).toBeNull();
    expect(readableText(page.querySelector("#cookies")!)).toContain("aucun outil de mesure d'audience ni de publicité tiers");

    const recipients = () =>
      [...page.querySelectorAll("#destinataires [data-recipient]")].map((r) => [
        r.getAttribute("data-recipient"),
        textOf(r.querySelector("span")),
      ]);
    expect(recipients()).toEqual([
      ["Hébergement du site et de ses données", DEFAULT_SITE.hosting.name],
      ["Envoi des e-mails", "smtp.relais-exemple.test"],
      ["Stockage des photos", "s3.stockage-exemple.test"],
      ["Aide à la rédaction des articles du blog", "api.ia-exemple.test"],
    ]);
    expect(readableText(page.querySelector("#destinataires")!)).toContain("Aucune donnée des visiteurs ne lui est transmise");
    for (const secret of Object.values(SECRETS)) expect(html).not.toContain(secret);
    for (const right of [
      "Droit d'accès",
      "Droit de rectification",
      "Droit à l'effacement",
      "Droit d'opposition",
      "Droit à la limitation",
      "Droit à la portabilité",
    ]) {
      expect(readableText(page.querySelector("#droits")!)).toContain(right);
    }
    expect(linksNamed(page.querySelector("#cnil")!, "www.cnil.fr").map((link) => link.getAttribute("href"))).toEqual([
      "https://www.cnil.fr",
    ]);

    // an administrator's phone subscribes to alerts: its push service is named at once, on the other instance too
    const [{ id: userId }] = (await runSql(a, `select "id" from "user" where "email" = ?`, [DEFAULT_ADMIN.email])) as [
      { id: string },
    ];
    const database = openServerDatabase(a);
    try {
      await savePushSubscription(
        userId,
        { endpoint: "https://fcm.googleapis.com/fcm/send/appareil-de-test", p256dh: "cle", auth: "secret" },
        "Chrome Android",
        { db: database.db },
      );
    } finally {
      await database.close();
    }
    const after = (await fetchPage(`${b.url}/confidentialite`)).document.querySelector("main")!;
    expect(textOf(after.querySelector('[data-recipient="Notifications aux administrateurs"] span'))).toBe(
      "Google (Firebase Cloud Messaging)",
    );
    expect(readableText(after.querySelector("#finalite-notification")!)).toContain(
      "en notification sur le téléphone ou l'ordinateur de ses administrateurs",
    );
  });

  it("the privacy page is in the sitemap, the site map page, the footer and the legal pages' links; the CGU point to it", async () => {
    const sitemap = await (await fetch(`${a.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${a.url}/confidentialite</loc>`);
    expect(linksNamed(await main(a, "/plan-du-site"), "Politique de confidentialité").map((l) => l.getAttribute("href"))).toEqual(
      ["/confidentialite"],
    );
    const home = await fetchPage(`${a.url}/`);
    expect(linksNamed(home.document.querySelector("footer")!, "Confidentialité").map((l) => l.getAttribute("href"))).toEqual([
      "/confidentialite",
    ]);
    for (const legalPage of ["/mentions-legales", "/cgu", "/cgv"]) {
      const related = (await fetchPage(`${a.url}${legalPage}`)).document.querySelector("aside nav")!;
      expect(linksNamed(related, "Politique de confidentialité").length, legalPage).toBe(1);
    }
    const usage = await main(a, "/cgu");
    const section = usage.querySelector("#section-4")!;
    expect(textOf(section.querySelector("h2"))).toBe("4. Données personnelles et cookies");
    expect(linksNamed(section, "Politique de confidentialité").map((l) => l.getAttribute("href"))).toEqual(["/confidentialite"]);
    expect(readableText(usage)).not.toContain("{");
    // the legal notice's personal data paragraph
    const notice = await main(a, "/mentions-legales");
    expect(
      linksNamed(notice.querySelector("#section-6")!, "Politique de confidentialité").map((l) => l.getAttribute("href")),
    ).toEqual(["/confidentialite"]);
  });

  it.each(["/devis-gratuit", "/contact", "/urgence-toiture"])(
    "%s: the form says who keeps the data, why, on what basis and how long, with a link to the privacy page",
    async (formPage) => {
      const page = await main(a, formPage);
      const notes = [...page.querySelectorAll("form p")].filter((p) => textOf(p).includes(NOTICE));
      expect(notes.length).toBe(1);
      expect(textOf(notes[0])).toMatch(new RegExp(`${NOTICE.replace(/[.()]/g, "\\$&")} En savoir plus$`));
      expect(linksNamed(notes[0]!, "En savoir plus").map((link) => link.getAttribute("href"))).toEqual(["/confidentialite"]);
    },
  );

  it("the owner fills the legal identity and the mediator on one instance: the other shows them everywhere, and the dashboard is quiet", async () => {
    const { page, errors, close: closePage } = await openPage(browser, { width: 1280 });
    await signIn(page, a, DEFAULT_ADMIN);
    await page.goto(`${a.url}${SETTINGS_PATH}`);
    await waitForHydration(page);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    // wrong numbers: French messages, nothing saved
    await field("SIRET").fill("123 456 789 00012");
    await field("Numéro de TVA intracommunautaire").fill("FR00123456782");
    await page.getByRole("button", { name: "Enregistrer" }).first().click();
    await eventually(() => page.getByText(M.siretChecksum).count()).toBe(1);
    expect(await page.getByText(M.vatKey).count()).toBe(1);
    expect(await field("SIRET").inputValue()).toBe("123 456 789 00012");
    expect((await fetchPage(`${b.url}/mentions-legales`)).html).not.toContain("123 456 789 00012");

    await field("Forme juridique").fill(OWNER.legalForm);
    await field("Capital social").fill(OWNER.shareCapital);
    await field("SIRET").fill(OWNER.siret.replace(/ /g, ""));
    await field("Numéro de TVA intracommunautaire").fill("FR 64 443 061 841");
    await field("Directeur de la publication").fill(OWNER.director);
    await field("Hébergeur").fill(OWNER.host);
    await field("Adresse de l'hébergeur").fill(OWNER.hostAddress);
    await field("E-mail pour les données personnelles").fill(OWNER.privacyEmail);
    await field("Nom du médiateur").fill(OWNER.mediatorName);
    await field("Adresse postale du médiateur").fill(OWNER.mediatorAddress);
    await field("Site internet du médiateur").fill(OWNER.mediatorWebsite.replace("https://", ""));
    await page.getByRole("button", { name: "Enregistrer" }).first().click();
    await eventually(() => page.getByText(SETTINGS_SAVED).count()).toBe(1);
    await eventually(() => field("SIRET").inputValue()).toBe(OWNER.siret);
    expect(await field("Numéro de TVA intracommunautaire").inputValue()).toBe(OWNER.vatNumber);
    expect(await field("Site internet du médiateur").inputValue()).toBe(OWNER.mediatorWebsite);

    // instance B, which rendered these pages before the save
    const notice = await main(b, "/mentions-legales");
    const facts = readableText(notice);
    for (const value of [
      OWNER.legalForm,
      OWNER.shareCapital,
      OWNER.siret,
      OWNER.vatNumber,
      OWNER.director,
      OWNER.mediatorName,
      OWNER.mediatorAddress,
      OWNER.host,
      OWNER.hostAddress,
    ]) {
      expect(facts, value).toContain(value);
    }
    expect(notice.querySelector("[data-testid=legal-notice-incomplete]")).toBeNull();
    expect(facts).not.toContain("À renseigner");
    expect(linksNamed(notice, OWNER.mediatorWebsite).map((l) => l.getAttribute("href"))).toEqual([OWNER.mediatorWebsite]);

    const sale = await main(b, "/cgv");
    const disputes = readableText(sale.querySelector("#section-10")!);
    expect(disputes).toContain(OWNER.mediatorName);
    expect(disputes).toContain(OWNER.mediatorAddress);
    expect(disputes).not.toContain("Médiateur à renseigner");
    expect(linksNamed(sale, OWNER.mediatorWebsite).length).toBe(1);

    const usage = readableText(await main(b, "/cgu"));
    expect(usage).toContain(
      `Le Site est édité par AZ Toiture SARL, ${OWNER.legalForm} au capital de ${OWNER.shareCapital}, immatriculée`,
    );

    const privacy = await main(b, "/confidentialite");
    expect([...privacy.querySelectorAll("[data-privacy-contact]")].map((l) => l.getAttribute("href"))).toEqual([
      `mailto:${OWNER.privacyEmail}`,
      `mailto:${OWNER.privacyEmail}`,
    ]);
    expect(readableText(privacy.querySelector("#responsable")!)).toContain(OWNER.siret);
    expect(readableText(privacy.querySelector("#mediateur")!)).toContain(OWNER.mediatorName);

    for (const server of [a, b]) {
      const footer = (await fetchPage(`${server.url}/`)).document.querySelector("footer")!;
      expect(readableText(footer)).toContain(`AZ Toiture SARL · SIRET ${OWNER.siret} · ${DEFAULT_SITE.registrationNumber}`);
    }
    const quiet = readableText((await dashboard(b)).body);
    for (const message of Object.values(MISSING_LEGAL_FACT_MESSAGES)) expect(quiet).not.toContain(collapse(message));

    for (const width of [390, 1280]) {
      const { page: view, close } = await openPage(browser, { width });
      for (const [pagePath, name] of [
        ["/confidentialite", "confidentialite"],
        ["/mentions-legales", "mentions-legales"],
      ] as const) {
        await view.goto(`${b.url}${pagePath}`);
        await saveScreenshot(view, "legal-pages", `${name}-${width}.png`, { fullPage: true });
      }
      await close();
    }
    // the refused save answered 400, as it should
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await closePage();
  });
});
