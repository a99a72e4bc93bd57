import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie, createAdmin, runSql, signInCookie } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const ADMIN = { email: "chef@az-toiture.test", password: "Couvreur-zingueur-2024", name: "Paul Chef" };
const LEADS = "/dashboard-management-panel/leads";

let server: TestServer;
let browser: Browser;
let cookie: string;

function postLead(fields: Record<string, string>) {
  return fetch(`${server.url}/api/leads/quote`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(fields),
  });
}

async function storeQuote(lastName: string, email: string): Promise<{ id: string; reference: string }> {
  const answer = await postLead({
    firstName: "Claire",
    lastName,
    email,
    phone: "06 11 22 33 44",
    address: "8 impasse des Lauzes, 69550 Cublize",
    projectType: "zinguerie",
    surface: "64",
    description: "Noue en zinc percée au-dessus du salon.",
  });
  expect(answer.status).toBe(200);
  const [row] = await runSql(server, "select id, reference from leads where email = ?", [email]);
  return { id: String(row!.id), reference: String(row!.reference) };
}

async function leadRow(id: string) {
  const [row] = await runSql(server, "select status, lost_reason, follow_up_on from leads where id = ?", [id]);
  return row;
}

async function signedInPage(options: Parameters<typeof openPage>[1] = {}) {
  const tracked = await openPage(browser, options);
  await addSessionCookie(tracked.context, server, cookie);
  return tracked;
}

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_LEADS_PER_HOUR: "1000" });
  browser = await launchBrowser();
  await createAdmin(server, ADMIN);
  cookie = await signInCookie(server, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a request's page", () => {
  it("shows every field, one-tap contact links and the timeline; moves the request along the pipeline", async () => {
    const { id, reference } = await storeQuote("Martin", "claire.martin@example.fr");
    expect(reference).toMatch(/^D-\d{4}-\d{4}$/);
    const { page, errors } = await signedInPage({ width: 1280 });
    await page.goto(`${server.url}${LEADS}/${id}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    await eventually(() => page.getByRole("heading", { level: 1, name: "Claire Martin" }).count()).toBe(1);
    await eventually(() => page.getByText(reference, { exact: true }).count()).toBe(1);
    await eventually(() => page.getByRole("link", { name: /Appeler/ }).getAttribute("href")).toBe("tel:+33611223344");
    await eventually(() => page.getByRole("link", { name: /Écrire/ }).getAttribute("href")).toMatch(
      /^mailto:claire\.martin@example\.fr\?subject=/,
    );
    await eventually(() => page.getByRole("link", { name: /Voir sur la carte/ }).getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=8%20impasse%20des%20Lauzes%2C%2069550%20Cublize",
    );
    for (const text of ["Zinguerie", "64 m²", "Noue en zinc percée au-dessus du salon.", "/devis-gratuit"]) {
      await eventually(() => page.getByText(text, { exact: true }).count(), text).toBeGreaterThanOrEqual(1);
    }
    const timeline = page.getByRole("list", { name: "Historique de la demande" });
    await eventually(() => timeline.getByText("Demande reçue").count()).toBe(1);
    await eventually(() => timeline.getByText(/^Notification au bureau/).count()).toBe(1);

    // 'Perdu' needs a reason: refused with a French message, nothing changed
    await page.getByLabel("Statut", { exact: true }).selectOption("perdu");
    await eventually(() => page.getByLabel(/Raison de la perte/).count()).toBe(1);
    await page.getByLabel(/Raison de la perte/).evaluate((el) => el.removeAttribute("required"));
    await page.getByRole("button", { name: "Enregistrer le statut" }).click();
    await eventually(() => page.getByRole("alert").filter({ hasText: "Indiquez pourquoi la demande est perdue." }).count()).toBe(
      1,
    );
    expect((await leadRow(id))?.status).toBe("nouveau");

    // 'Contacté', then 'Perdu' for 'Hors zone'
    await page.getByLabel("Statut", { exact: true }).selectOption("contacte");
    await page.getByRole("button", { name: "Enregistrer le statut" }).click();
    await eventually(() => timeline.getByText("Statut : Contacté").count()).toBe(1);
    await eventually(() => timeline.getByText(/Paul Chef/).count()).toBeGreaterThanOrEqual(1);
    await page.getByLabel("Statut", { exact: true }).selectOption("perdu");
    await page.getByLabel(/Raison de la perte/).selectOption("hors-zone");
    await page.getByRole("button", { name: "Enregistrer le statut" }).click();
    await eventually(() => timeline.getByText("Statut : Perdu (Hors zone)").count()).toBe(1);
    expect(await leadRow(id)).toMatchObject({ status: "perdu", lost_reason: "hors-zone" });

    // a note is shown as written, never as HTML
    await page.getByLabel("Ajouter une note").fill('<img src=x onerror="window.__pwned=1">Rappeler après 18h');
    await page.getByRole("button", { name: "Ajouter la note" }).click();
    await eventually(() => timeline.getByText('<img src=x onerror="window.__pwned=1">Rappeler après 18h').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // follow-up date
    await page.getByLabel("À rappeler le").fill("2030-03-14");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await eventually(() => timeline.getByText("À rappeler le 14/03/2030").count()).toBe(1);
    expect((await leadRow(id))?.follow_up_on).toBe("2030-03-14");

    await saveScreenshot(page, "leads", "lead-page-1280.png", { fullPage: true });
    // the refused 'Perdu' answered 400
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });

  it("is usable on a phone, and without JavaScript", async () => {
    const { id } = await storeQuote("Sans-Script", "sans.script@example.fr");
    const { page } = await signedInPage({ width: 390, javaScriptEnabled: false });
    await page.goto(`${server.url}${LEADS}/${id}`);
    await page.getByLabel("Statut", { exact: true }).selectOption("devis");
    await page.getByRole("button", { name: "Enregistrer le statut" }).click();
    await page.waitForLoadState();
    await eventually(async () => (await leadRow(id))?.status).toBe("devis");
    await eventually(() => page.getByText("Statut : Devis envoyé").count()).toBe(1);
    // the delete button needs the scripts (its confirmation dialog): disabled, never a dead click
    expect(await page.getByRole("button", { name: "Supprimer" }).isDisabled()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await saveScreenshot(page, "leads", "lead-page-390.png", { fullPage: true });
  });

  it("deletes a request after confirmation, with everything attached", async () => {
    const { id, reference } = await storeQuote("Efface", "efface@example.fr");
    const { page } = await signedInPage({ width: 1280 });
    await page.goto(`${server.url}${LEADS}/${id}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("Ajouter une note").fill("à effacer");
    await page.getByRole("button", { name: "Ajouter la note" }).click();
    await eventually(() => page.getByText("à effacer", { exact: true }).count()).toBe(1);

    await page.getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Supprimer la demande ${reference} ?` });
    await eventually(() => dialog.count()).toBe(1);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    expect(await runSql(server, "select id from leads where id = ?", [id])).toHaveLength(1);

    await page.getByRole("button", { name: "Supprimer" }).click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await page.waitForURL(`${server.url}${LEADS}`);
    await eventually(() => page.getByText(`Demande ${reference} supprimée.`).count()).toBe(1);
    expect(await runSql(server, "select id from leads where id = ?", [id])).toHaveLength(0);
    expect(await runSql(server, "select id from lead_events where lead_id = ?", [id])).toHaveLength(0);
    expect(await runSql(server, "select id from outbox where lead_id = ?", [id])).toHaveLength(0);
  });
});

describe("bad input on a request's page", () => {
  it("answers an unknown id with a 404 page", async () => {
    const answer = await fetch(`${server.url}${LEADS}/00000000-0000-0000-0000-000000000000`, { headers: { cookie } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Demande introuvable");
  });

  it("refuses signed-out and cross-origin actions, and values outside the lists; nothing changes", async () => {
    const { id } = await storeQuote("Intrus", "intrus@example.fr");
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${server.url}${LEADS}/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    expect((await fetch(`${server.url}${LEADS}/${id}`, { redirect: "manual" })).status).toBe(302);
    expect((await post("intent=status&status=gagne", { origin: server.url })).status).toBe(401);
    expect((await post("intent=delete", { origin: "https://evil.example", cookie })).status).toBe(403);
    for (const [body, message] of [
      ["intent=status&status=termine", "Ce statut n&#x27;existe pas."],
      ["intent=status&status=perdu&lostReason=trop-cher", "Cette raison n&#x27;existe pas."],
      ["intent=note&note=%20%20", "La note est vide."],
      [`intent=note&note=${"x".repeat(2001)}`, "La note dépasse 2000 caractères."],
      ["intent=follow-up&followUpOn=2030-02-30", "Date de rappel invalide."],
      ["intent=explode", "Action inconnue."],
    ] as const) {
      const answer = await post(body, { origin: server.url, cookie, accept: "text/html" });
      expect(answer.status, body).toBe(400);
      expect(await answer.text(), body).toContain(message);
    }
    expect(await leadRow(id)).toMatchObject({ status: "nouveau", lost_reason: null, follow_up_on: null });
    expect(await runSql(server, "select id from lead_events where lead_id = ?", [id])).toHaveLength(0);
  });
});
