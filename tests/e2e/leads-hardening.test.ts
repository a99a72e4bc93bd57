/**
 * Quote requests against a real production server, as an attacker or an
 * unlucky network would send them: a request retried after a connection
 * reset is stored and mailed once; identical posts at once store one; a
 * redirect target never leaves the site; a rigged address in the inbox makes
 * a reply link with one recipient and nothing else.
 */
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { createAdmin, runSql, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";

const ADMIN = { email: "chef@az-toiture.test", password: "Couvreur-zingueur-2024", name: "Chef" };
const SUCCESS = "Votre demande a été envoyée avec succès !";
const FAILURE = "Erreur lors de l'envoi. Veuillez réessayer.";
const KEY_FIELD = "idempotencyKey";

let smtp: TestSmtpServer;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // one message per request here (the owner's notification); the acknowledgement: lead-visitor.test.ts
  server = await startServer({
    SMTP_URL: smtp.url,
    LEADS_TO: "atelier@example.fr",
    RATE_LIMIT_LEADS_PER_HOUR: "1000",
    LEAD_ACKNOWLEDGEMENT: "off",
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const contact = (email: string) => ({
  prenom: "Jean",
  nom: "Dupont",
  telephone: "06 12 34 56 78",
  email,
  ville: "Lyon",
  projet: "gouttieres",
  description: "Fuite dans la gouttière côté rue.",
});

function postLead(path: string, fields: Record<string, string>, accept = "text/html") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept },
    body: new URLSearchParams(fields),
  });
}

async function leadsFor(email: string): Promise<number> {
  const [row] = await runSql(server, "select count(*) as n from leads where email = ?", [email]);
  return Number(row?.n);
}

async function outboxFor(email: string): Promise<{ status: string }[]> {
  return (await runSql(server, "select o.status from outbox o join leads l on l.id = o.lead_id where l.email = ?", [email])) as {
    status: string;
  }[];
}

/** Waits until every notification of that address is sent, then returns the messages received for it. */
async function mailsFor(email: string): Promise<number> {
  await expect.poll(async () => (await outboxFor(email)).every((row) => row.status === "sent"), { timeout: 30_000 }).toBe(true);
  return smtp.messages.filter((m) => m.replyTo.includes(email)).length;
}

describe("a retried submission", () => {
  it("the form's key is made in the browser: the served (shareable) page carries none, each visit gets its own", async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const field = html.match(new RegExp(`<input[^>]*name="${KEY_FIELD}"[^>]*>`))?.[0];
    expect(field).toBeDefined();
    expect(field).not.toMatch(/value="[^"]+"/);

    // three visits, one after the other in one tab (each a whole page load)
    const keys: string[] = [];
    const { page, errors, close } = await openPage(browser);
    for (const path of ["/contact", "/contact", "/devis-gratuit"]) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await expect.poll(() => page.locator(`input[name=${KEY_FIELD}]`).inputValue()).toMatch(/^[0-9a-f]{32}$/);
      keys.push(await page.locator(`input[name=${KEY_FIELD}]`).inputValue());
      expect(errors).toEqual([]);
    }
    await close();
    expect(new Set(keys).size).toBe(3);
  });

  it("stored, then the connection reset before the answer: the visitor's retry is answered, nothing is stored or mailed twice", async () => {
    const email = `reset.${randomUUID().slice(0, 8)}@example.fr`;
    const { page, errors, close } = await openPage(browser, {
      allowConsoleErrors: [/Erreur lors de l'envoi du formulaire/, /Failed to load resource/],
    });
    let attempts = 0;
    await page.route("**/api/leads/contact", async (route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      // the request reaches the server and is committed; its answer never reaches the browser
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await route.abort("connectionreset");
    });
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    const v = contact(email);
    await page.getByLabel("Prénom *").fill(v.prenom);
    await page.getByLabel("Nom *", { exact: true }).fill(v.nom);
    await page.getByLabel("Téléphone *").fill(v.telephone);
    await page.getByLabel("Email *").fill(v.email);
    await page.getByLabel("Type de projet *").selectOption({ label: "Gouttières" });
    await page.getByLabel("Description du projet *").fill(v.description);

    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: FAILURE }).count(), { timeout: 15_000 }).toBe(1);
    expect(await leadsFor(email)).toBe(1);

    // the visitor sends again: the same key, the first request's answer
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: SUCCESS }).count(), { timeout: 15_000 }).toBe(1);
    expect(attempts).toBe(2);
    expect(await leadsFor(email)).toBe(1);
    expect(await outboxFor(email)).toHaveLength(1);
    expect(await mailsFor(email)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("identical posts at once (with a key, or without one from the same address) store one request and send one e-mail", async () => {
    const keyed = `keyed.${randomUUID().slice(0, 8)}@example.fr`;
    const withKey = { ...contact(keyed), [KEY_FIELD]: randomUUID().replace(/-/g, ""), redirectTo: "/contact#formulaire-contact" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postLead("/api/leads/contact", withKey)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(303));
    expect(new Set(answers.map((a) => a.headers.get("location")))).toEqual(new Set(["/contact#formulaire-contact"]));

    const json = await Promise.all(Array.from({ length: 3 }, () => postLead("/api/leads/contact", withKey, "application/json")));
    const bodies = await Promise.all(json.map((a) => a.json()));
    // every repeat answers with the first request's reference
    const [{ reference }] = (await runSql(server, "select reference from leads where email = ?", [keyed])) as {
      reference: string;
    }[];
    expect(bodies).toEqual(Array(3).fill({ ok: true, message: SUCCESS, reference }));

    const anonymous = `anonymous.${randomUUID().slice(0, 8)}@example.fr`;
    const noKey = await Promise.all(Array.from({ length: 4 }, () => postLead("/api/leads/contact", contact(anonymous))));
    expect(noKey.map((a) => a.status)).toEqual(Array(4).fill(303));

    expect(await leadsFor(keyed)).toBe(1);
    expect(await leadsFor(anonymous)).toBe(1);
    expect(await mailsFor(keyed)).toBe(1);
    expect(await mailsFor(anonymous)).toBe(1);
  });
});

describe("redirect targets", () => {
  const payloads = ["/.//evil.example/x", "/%2e//evil.example", "/\\evil.example", "//evil", "https://evil", "/\t/evil.example"];

  it.each(payloads)("the lead endpoints never send the visitor off the site (%j)", async (redirectTo) => {
    const email = `redirect.${randomUUID().slice(0, 8)}@example.fr`;
    const answers = [
      await postLead("/api/leads/contact", { ...contact(email), redirectTo }),
      await postLead("/api/leads/contact", { redirectTo }),
      await postLead("/api/leads/quote", { redirectTo }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      const location = answer.headers.get("location")!;
      expect(location).not.toMatch(/^(\/\/|[a-z]+:|\/\\)/i);
      expect(new URL(location, server.url).origin).toBe(server.url);
    }
    expect(answers.map((a) => a.headers.get("location"))).toEqual(["/contact", "/contact", "/devis-gratuit"]);
  });
});

describe("a rigged e-mail address", () => {
  const rigged = "x@evil.example?cc=spy%40evil%2Eexample&body=hi&x=1.fr";

  it("is refused by both forms with the French message", async () => {
    for (const [path, fields] of [
      ["/api/leads/contact", { ...contact(rigged) }],
      ["/api/leads/quote", { firstName: "Eve", lastName: "Spy", email: rigged, phone: "0600000000", address: "1 rue X" }],
    ] as const) {
      const answer = await postLead(path, fields, "application/json");
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ ok: false, errors: { email: "Adresse email invalide" } });
    }
    expect(await leadsFor(rigged)).toBe(0);
  });

  it("stored before the check, it still makes a reply link with one recipient and only our subject", async () => {
    await createAdmin(server, ADMIN);
    const now = new Date().toISOString();
    await runSql(
      server,
      "insert into leads (id, form, first_name, last_name, email, phone, city, address, project, surface, message, source_path, ip_hash, user_agent, spam, created_at, reference) values (?, 'contact', 'Ancienne', 'Demande', ?, '0600000000', '', '', 'autre', null, 'Avant la vérification.', '/contact', null, null, ?, ?, 'D-2020-0001')",
      [randomUUID(), rigged, server.databaseUrl ? false : 0, now],
    );
    const cookie = await signInCookie(server, ADMIN);
    const html = await (await fetch(`${server.url}/dashboard-management-panel/leads?q=Ancienne`, { headers: { cookie } })).text();
    // the request's reply link (the page also links the business's own address)
    const hrefs = [...html.matchAll(/href="(mailto:[^"]*)"/g)]
      .map((m) => m[1]!.replace(/&amp;/g, "&"))
      .filter((href) => href.includes("evil"));
    expect(hrefs).toHaveLength(1);
    for (const href of hrefs) {
      const url = new URL(href);
      expect([...url.searchParams.keys()], href).toEqual(["subject"]);
      expect(url.searchParams.get("subject")).toBe("Votre demande de devis");
      expect(decodeURIComponent(url.pathname)).toBe(rigged);
    }
  });
});
