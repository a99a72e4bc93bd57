/**
 * A devis online, end to end (docs/product.md#devis-sending, #devis-link, #devis-answers): a request
 * from the public form, a devis for it, 'Envoyer' through the admin, the e-mail with its PDF on a real
 * SMTP peer, the customer's page in Chromium on a phone, and each answer (accept, refuse, ask,
 * withdraw) with what it must refuse; the page works with its scripts held back.
 */
import { createHash, randomUUID } from "node:crypto";
import { PDFParse } from "pdf-parse";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import type { Database } from "~/db/client.server";
import { saveBusinessSettings } from "~/features/business-settings/settings.server";
import { settingsFromSite } from "~/features/business-settings/site-config";
import type { QuoteContent } from "~/features/quotes/content";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { quoteContent } from "../integration/helpers/quote-rows";
import { createAdmin, DEFAULT_ADMIN, signInCookie } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe-suite";
import { launchBrowser, openPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { startServer, type TestServer } from "./helpers/server";
import { openServerDatabase } from "./helpers/server-db";

const OWNER = "atelier@example.fr";
const CUSTOMER = "jean.dupont@example.fr";
const LINK = /\/devis\/[A-Za-z0-9_-]{43}/;

let server: TestServer;
let smtp: TestSmtpServer;
let browser: Browser;
let database: Database;
let adminCookie: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    SMTP_URL: smtp.url,
    LEADS_TO: OWNER,
    LEAD_ACKNOWLEDGEMENT: "off",
    RATE_LIMIT_LEADS_PER_HOUR: "1000",
  });
  await createAdmin(server, DEFAULT_ADMIN);
  adminCookie = await signInCookie(server, DEFAULT_ADMIN);
  database = openServerDatabase(server);
  // the facts a devis must state (docs/product.md#devis-document), as the owner gives them in Réglages
  const site = {
    ...DEFAULT_SITE,
    siret: "443 061 841 00047",
    vatNumber: "FR64443061841",
    decennale: { insurer: "MAAF Assurances", contractNumber: "DEC-2026-42", coverage: "France métropolitaine" },
    mediator: { name: "CM2C", address: "14 rue Saint-Jean, 75017 Paris", website: "https://www.cm2c.net" },
  };
  await saveBusinessSettings(settingsFromSite(site), "Patron", database.db);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
  await server?.stop();
  await smtp?.close();
});

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A request through the public contact form; its id. */
async function leadFromPublicForm(email = CUSTOMER): Promise<string> {
  const res = await fetch(`${server.url}/api/leads/contact`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      prenom: "Jean",
      nom: "Dupont",
      telephone: "06 12 34 56 78",
      email,
      ville: "Cublize",
      projet: "gouttieres",
      description: "Zinc à refaire côté rue.",
    }),
  });
  expect(res.status).toBe(200);
  const row = await database.db
    .selectFrom("leads")
    .select("id")
    .where("email", "=", email)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

let numbers = 0;
/** A draft devis for the request, written as the editor stores it. */
async function draftFor(leadId: string, content: QuoteContent = quoteContent()): Promise<{ id: string; number: string }> {
  const id = randomUUID();
  const number = `DV-2026-${String(++numbers).padStart(4, "0")}`;
  const at = new Date().toISOString();
  await database.db
    .insertInto("quotes")
    .values({
      id,
      lead_id: leadId,
      number,
      status: "draft",
      content: JSON.stringify(content),
      revision: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, number };
}

async function adminPost(path: string, body: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });
}

/** 'Envoyer' as the editor posts it; the e-mail the customer receives. */
async function sendAndReceive(
  quote: { id: string; number: string },
  revision = "1",
): Promise<{ mail: ReceivedMail; link: string }> {
  const before = smtp.messages.length;
  const res = await adminPost(`/dashboard-management-panel/devis/${quote.id}/envoyer`, { revision });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`/dashboard-management-panel/devis/${quote.id}`);
  const sent = () => smtp.messages.slice(before).find((m) => m.subject.startsWith(`Votre devis ${quote.number}`));
  await eventually(() => sent() !== undefined).toBe(true);
  const mail = sent()!;
  return { mail, link: `${server.url}${LINK.exec(mail.text)![0]}` };
}

const quoteRow = (id: string) => database.db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const leadRow = (id: string) =>
  database.db.selectFrom("leads").select(["status", "lost_reason"]).where("id", "=", id).executeTakeFirstOrThrow();
const mailsTo = (address: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.envelope.to.includes(address) && subject.test(m.subject));

async function fillAcceptance(page: Page, name: string) {
  await page.getByLabel("Nom et prénom du signataire").fill(name);
  await page.getByLabel(/Bon pour accord/).check();
  await page.getByLabel(/logement achevé depuis plus de deux ans/).check();
  await page.getByLabel(/conditions générales de vente/).check();
}

/** Holds back the page's scripts: what a customer on a failing network or with scripts off gets. */
async function withoutScripts(page: Page) {
  await page.route("**/assets/*.js", (route) => route.abort());
}

async function post(link: string, body: Record<string, string | string[]>, origin = server.url) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) for (const v of [value].flat()) form.append(key, v);
  return fetch(link, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
}

describe("a devis online", () => {
  let accepted: { id: string; leadId: string; link: string; number: string };

  it("is sent with its PDF, opened on a phone and signed: the request is won and both receive the signed PDF", async () => {
    const leadId = await leadFromPublicForm();
    const quote = await draftFor(leadId);
    const { mail, link } = await sendAndReceive(quote);

    expect(mail.envelope.to).toEqual([CUSTOMER]);
    expect(mail.partTypes).toEqual(expect.arrayContaining(["text/plain", "text/html", "application/pdf"]));
    expect(mail.text).toContain("Consulter et signer le devis");
    expect(mail.html).toContain(LINK.exec(mail.text)![0]);
    const pdf = mail.parts.find((p) => p.type === "application/pdf")!;
    expect(pdf.filename).toBe(`${quote.number}.pdf`);
    const pdfWords = (await pdfText(pdf.bytes)).replace(/\s+/g, " ");
    expect(pdfWords).toContain(quote.number);
    expect(pdfWords).toMatch(/1\s?340,00/);
    expect(await leadRow(leadId)).toMatchObject({ status: "devis" });

    // the owner checking his own link is not the customer's first opening
    await fetch(link, { headers: { cookie: adminCookie } });
    expect((await quoteRow(quote.id)).viewed_at).toBeNull();

    const { page, errors } = await openPage(browser, { width: 390, phone: true });
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(await seriousViolations(page)).toEqual([]);
    // the last policy given wins: nothing of the address goes to another site
    expect(headers["referrer-policy"]).toMatch(/(^|[\n,] ?)same-origin$/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(`Devis ${quote.number}`);
    expect(await page.getByRole("link", { name: "Télécharger le PDF" }).getAttribute("href")).toMatch(/\/pdf$/);
    await eventually(async () => (await quoteRow(quote.id)).viewed_at).not.toBeNull();

    // ticking the option updates the total (the page's script)
    await expect.poll(() => page.locator("html").getAttribute("data-hydrated")).toBe("true");
    await expect.poll(() => page.getByTestId("accept-total").innerText()).toBe("1\u202f340,00\u00a0€");
    await page.getByLabel(/Crochets neige/).check();
    await expect.poll(() => page.getByTestId("accept-total").innerText()).toBe("1\u202f450,00\u00a0€");
    await fillAcceptance(page, "Jean Dupont");
    await page.getByRole("button", { name: "Accepter et signer le devis" }).click();
    await expect.poll(() => page.getByText(/^Devis accepté le /).count()).toBe(1);
    expect(await page.getByRole("link", { name: /devis signé \(PDF\)/ }).count()).toBe(1);
    expect(errors).toEqual([]);

    const version = await database.db
      .selectFrom("quote_versions")
      .selectAll()
      .where("quote_id", "=", quote.id)
      .executeTakeFirstOrThrow();
    const acceptance = await database.db
      .selectFrom("quote_acceptances")
      .selectAll()
      .where("quote_id", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(acceptance).toMatchObject({ signer_name: "Jean Dupont", version: 1, ip: "127.0.0.1" });
    expect(acceptance.user_agent).toMatch(/Chrom/);
    expect(acceptance.document_hash).toBe(createHash("sha256").update(version.document, "utf8").digest("hex"));
    expect(acceptance.document_hash).toBe(version.document_hash);
    expect(JSON.parse(acceptance.ticked_options)).toEqual(["opt"]);
    expect(await leadRow(leadId)).toMatchObject({ status: "gagne" });

    for (const to of [CUSTOMER, OWNER]) {
      await eventually(() => mailsTo(to, new RegExp(`Devis ${quote.number} accepté`)).length).toBe(1);
      const [signed] = mailsTo(to, new RegExp(`Devis ${quote.number} accepté`));
      const attachment = signed!.parts.find((p) => p.type === "application/pdf")!;
      expect(attachment.filename).toBe(`${quote.number}-signe.pdf`);
      const text = (await pdfText(attachment.bytes)).replace(/\s+/g, "");
      expect(text).toContain("JeanDupont");
      expect(text).toContain(acceptance.document_hash.slice(0, 16));
    }
    accepted = { id: quote.id, leadId, link, number: quote.number };
  });

  it("explains a second signature and changes nothing", async () => {
    const res = await post(accepted.link, {
      intent: "accept",
      version: "1",
      signerName: "Quelqu'un d'autre",
      agree: "on",
      cgv: "on",
      reducedVat: "on",
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Ce devis a déjà été accepté");
    const rows = await database.db
      .selectFrom("quote_acceptances")
      .select("signer_name")
      .where("quote_id", "=", accepted.id)
      .execute();
    expect(rows).toEqual([{ signer_name: "Jean Dupont" }]);
  });

  it("works with its scripts held back: messages under the fields, the total from the server, then the signature", async () => {
    const leadId = await leadFromPublicForm("sans.script@example.fr");
    const quote = await draftFor(
      leadId,
      quoteContent({ customer: { ...quoteContent().customer, email: "sans.script@example.fr" } }),
    );
    const { link } = await sendAndReceive(quote);
    const { page } = await openPage(browser, { width: 390, phone: true });
    await withoutScripts(page);
    await page.goto(link);

    await page.getByLabel("Nom et prénom du signataire").fill("Marie Curie");
    await page.getByRole("button", { name: "Accepter et signer le devis" }).click();
    await expect.poll(() => page.getByText("Cochez «\u00a0Bon pour accord\u00a0» pour accepter le devis.").count()).toBe(1);
    expect(await page.getByText("Cette attestation est nécessaire pour appliquer le taux de TVA réduit.").count()).toBe(1);
    expect(await page.getByLabel("Nom et prénom du signataire").inputValue()).toBe("Marie Curie");
    expect((await quoteRow(quote.id)).status).toBe("sent");

    await page.getByLabel(/Crochets neige/).check();
    await page.getByRole("button", { name: /Mettre à jour le total/ }).click();
    await expect.poll(() => page.getByTestId("accept-total").innerText()).toBe("1\u202f450,00\u00a0€");
    expect(await page.getByLabel(/Crochets neige/).isChecked()).toBe(true);

    await fillAcceptance(page, "Marie Curie");
    await page.getByRole("button", { name: "Accepter et signer le devis" }).click();
    await expect.poll(() => page.getByText(/^Devis accepté le /).count()).toBe(1);
    expect(await page.getByText("Merci\u00a0! Votre acceptation est enregistrée.", { exact: false }).count()).toBe(1);
    expect((await quoteRow(quote.id)).status).toBe("accepted");
  });

  it("explains an older version: a new one was sent while the page was open", async () => {
    const leadId = await leadFromPublicForm("version@example.fr");
    const quote = await draftFor(leadId, quoteContent({ customer: { ...quoteContent().customer, email: "version@example.fr" } }));
    const { link } = await sendAndReceive(quote);
    const { page } = await openPage(browser, { width: 390 });
    await withoutScripts(page);
    await page.goto(link);
    await database.db
      .updateTable("quotes")
      .set({
        content: JSON.stringify(
          quoteContent({
            title: "Couverture et gouttières",
            customer: { ...quoteContent().customer, email: "version@example.fr" },
          }),
        ),
        revision: 2,
      })
      .where("id", "=", quote.id)
      .execute();
    const second = await sendAndReceive(quote, "2");
    expect(second.link).toBe(link);
    await fillAcceptance(page, "Jean Dupont");
    await page.getByRole("button", { name: "Accepter et signer le devis" }).click();
    await expect.poll(() => page.getByText(/a été mis à jour depuis que vous avez ouvert la page/).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Couverture et gouttières" }).count()).toBe(1);
    expect(await database.db.selectFrom("quote_acceptances").selectAll().where("quote_id", "=", quote.id).execute()).toEqual([]);
  });

  it("records a refusal and its reason: the request is lost ('Devis refusé'), the owner told", async () => {
    const leadId = await leadFromPublicForm("refus@example.fr");
    const quote = await draftFor(leadId, quoteContent({ customer: { ...quoteContent().customer, email: "refus@example.fr" } }));
    const { link } = await sendAndReceive(quote);
    const { page } = await openPage(browser, { width: 390 });
    await withoutScripts(page);
    await page.goto(link);
    await page.getByText("Refuser le devis", { exact: true }).first().click();
    await page.getByLabel(/Pourquoi/).fill("Nous avons choisi une autre entreprise.");
    await page.locator('button[value="refuse"]').click();
    await expect.poll(() => page.getByText("Votre réponse est enregistrée.", { exact: false }).count()).toBe(1);
    expect(await quoteRow(quote.id)).toMatchObject({
      status: "refused",
      refusal_reason: "Nous avons choisi une autre entreprise.",
    });
    expect(await leadRow(leadId)).toEqual({ status: "perdu", lost_reason: "devis-refuse" });
    await eventually(() => mailsTo(OWNER, new RegExp(`Devis ${quote.number} refusé`)).length).toBe(1);
  });

  it("sends a question to the owner and the request's timeline, and confirms it to the customer", async () => {
    const res = await post(accepted.link, { intent: "question", question: "Quand pouvez-vous commencer ?" });
    expect(res.status).toBe(302);
    const confirmation = await fetch(new URL(res.headers.get("location")!, server.url));
    expect(await confirmation.text()).toContain("Votre question a bien été envoyée.");
    const events = await database.db.selectFrom("lead_events").select("detail").where("lead_id", "=", accepted.leadId).execute();
    expect(events.map((e) => e.detail)).toContainEqual(expect.stringContaining("Quand pouvez-vous commencer ?"));
    await eventually(() => mailsTo(OWNER, new RegExp(`Question sur le devis ${accepted.number}`)).length).toBe(1);
    const empty = await post(accepted.link, { intent: "question", question: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Écrivez votre question.");
  });

  it("takes a withdrawal within 14 days: the request is lost ('Rétractation'), both confirmed", async () => {
    const { page } = await openPage(browser, { width: 390 });
    await withoutScripts(page);
    await page.goto(accepted.link);
    await page.getByLabel("Nom et prénom", { exact: true }).fill("Jean Dupont");
    await page.getByLabel(/Je notifie ma rétractation/).check();
    await page.getByRole("button", { name: "Me rétracter" }).click();
    await expect.poll(() => page.getByText("Votre rétractation est enregistrée.", { exact: false }).count()).toBe(1);
    expect(await quoteRow(accepted.id)).toMatchObject({ status: "withdrawn" });
    expect(await leadRow(accepted.leadId)).toEqual({ status: "perdu", lost_reason: "retractation" });
    for (const to of [CUSTOMER, OWNER]) await eventually(() => mailsTo(to, /Rétractation/).length).toBe(1);
  });

  it("answers the same French 404 to a wrong, malformed or revoked link", async () => {
    const leadId = await leadFromPublicForm("revoque@example.fr");
    const quote = await draftFor(leadId, quoteContent({ customer: { ...quoteContent().customer, email: "revoque@example.fr" } }));
    const { link } = await sendAndReceive(quote);
    expect((await fetch(link)).status).toBe(200);
    const revoke = await adminPost(`/dashboard-management-panel/devis/${quote.id}/envoyer`, { intent: "revoke-link" });
    expect(revoke.status).toBe(302);

    const wrong = `${server.url}/devis/${"A".repeat(43)}`;
    const malformed = `${server.url}/devis/abc`;
    const bodies = new Set<string>();
    for (const url of [wrong, malformed, link]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await res.text();
      expect(html).toContain("Devis introuvable");
      bodies.add(html.replace(/nonce="[^"]*"/g, "").replace(/\/devis\/[^"<\s]*/g, ""));
    }
    expect(bodies.size).toBe(1);
    expect((await fetch(`${link}/pdf`)).status).toBe(404);
  });

  it("refuses a post from another site, and too many posts from one address", async () => {
    const foreign = await post(accepted.link, { intent: "question", question: "Bonjour" }, "https://evil.example");
    expect(foreign.status).toBe(403);
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) last = (await post(accepted.link, { intent: "total" })).status;
    expect(last).toBe(429);
  });
});
