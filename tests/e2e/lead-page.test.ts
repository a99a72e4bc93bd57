import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie, createAdmin, runSql, signInCookie, waitForHydration } from "./helpers/admin";
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

/** The heights of the inbox's 'Ouvrir' links: a thumb's target too. */
async function openLinkHeights(page: Page): Promise<number[]> {
  return page
    .getByRole("link", { name: /^Ouvrir la demande/ })
    .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
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
  it("shows the request once, one-tap contact links and the timeline; saves 'Après l'appel' in place", async () => {
    const { id, reference } = await storeQuote("Martin", "claire.martin@example.fr");
    expect(reference).toMatch(/^D-\d{4}-\d{4}$/);
    const { page, errors } = await signedInPage({ width: 1280 });
    await page.goto(`${server.url}${LEADS}/${id}`);
    await waitForHydration(page);

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

    // none of the contact details is repeated in 'La demande'
    const request = page.getByRole("heading", { name: "La demande" }).locator("xpath=..");
    for (const label of ["Prénom", "Nom", "Téléphone", "E-mail"]) {
      expect(await request.locator("dt").getByText(label, { exact: true }).count(), label).toBe(0);
    }

    const panel = page.getByRole("region", { name: "Après l'appel" });
    const save = panel.getByRole("button", { name: "Enregistrer", exact: true });
    // 'Perdu' needs a reason: refused next to the field in French, focus on it, what was typed kept, nothing changed
    await panel.getByLabel("Statut", { exact: true }).selectOption("perdu");
    await panel.getByLabel("Note (facultatif)").fill("Trop cher pour lui");
    await save.click();
    await eventually(() => panel.getByText("Indiquez pourquoi la demande est perdue.").count()).toBe(1);
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe("lead-lost-reason");
    expect(await panel.getByLabel(/Raison de la perte/).getAttribute("aria-invalid")).toBe("true");
    expect(await panel.getByLabel("Note (facultatif)").inputValue()).toBe("Trop cher pour lui");
    expect((await leadRow(id))?.status).toBe("nouveau");

    // status, note and call-back date in one save, in place: the page does not move, the timeline follows
    await panel.getByLabel("Statut", { exact: true }).selectOption("contacte");
    await panel.getByLabel("Note (facultatif)").fill('<img src=x onerror="window.__pwned=1">Rappeler après 18h');
    await panel.getByLabel("À rappeler le").fill("2030-03-14");
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await save.click();
    await eventually(() => timeline.getByText("Statut : Contacté").count()).toBe(1);
    await eventually(() => timeline.getByText('<img src=x onerror="window.__pwned=1">Rappeler après 18h').count()).toBe(1);
    await eventually(() => timeline.getByText("À rappeler le 14/03/2030").count()).toBe(1);
    await eventually(() => panel.getByRole("status").textContent()).toContain("Suivi enregistré.");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await panel.getByLabel("Note (facultatif)").inputValue()).toBe("");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await leadRow(id)).toMatchObject({ status: "contacte", follow_up_on: "2030-03-14" });
    await eventually(() => timeline.getByText(/Paul Chef/).count()).toBeGreaterThanOrEqual(1);

    // 'Perdu' for 'Hors zone'; the date taken away
    await panel.getByLabel("Statut", { exact: true }).selectOption("perdu");
    await panel.getByLabel(/Raison de la perte/).selectOption("hors-zone");
    await panel.getByRole("button", { name: "Aucune date" }).click();
    await save.click();
    await eventually(() => timeline.getByText("Statut : Perdu (Hors zone)").count()).toBe(1);
    await eventually(async () => leadRow(id)).toMatchObject({ status: "perdu", lost_reason: "hors-zone", follow_up_on: null });

    await saveScreenshot(page, "leads", "lead-page-1280.png", { fullPage: true });
    // the refused 'Perdu' answered 400
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });

  it("keeps a note being typed when the timeline changes under it", async () => {
    const { id } = await storeQuote("Brouillon", "brouillon@example.fr");
    await runSql(
      server,
      "update outbox set status = 'failed', last_error = 'SMTP indisponible' where lead_id = ? and kind = 'lead_notification'",
      [id],
    );
    const { page } = await signedInPage({ width: 390 });
    await page.goto(`${server.url}${LEADS}/${id}`);
    await waitForHydration(page);
    const note = page.getByLabel("Note (facultatif)");
    await note.fill("Il rappelle après le chantier de Tarare");
    // another administrator writes a note meanwhile; relaunching the e-mail reloads the page's data
    await runSql(
      server,
      "insert into lead_events (id, lead_id, kind, detail, actor, created_at) values ('autre-note', ?, 'note', 'Note du collègue', 'Marie', ?)",
      [id, new Date().toISOString()],
    );
    await page.getByRole("list", { name: "Historique de la demande" }).getByRole("button", { name: "Renvoyer" }).click();
    await eventually(() => page.getByText("Note du collègue", { exact: true }).count()).toBe(1);
    expect(await note.inputValue()).toBe("Il rappelle après le chantier de Tarare");
  });

  it("saves the panel without JavaScript and comes back to it, and keeps 44 px tap targets on a phone", async () => {
    const { id } = await storeQuote("Sans-Script", "sans.script@example.fr");
    const { page } = await signedInPage({ width: 390 });
    // the page's scripts never arrive: the forms work as plain HTML
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${server.url}${LEADS}/${id}`);
    const panel = page.getByRole("region", { name: "Après l'appel" });

    // refused: comes back to the panel with the message next to the field and what was typed
    await panel.getByLabel("Statut", { exact: true }).selectOption("perdu");
    await panel.getByLabel("Note (facultatif)").fill("Pas joignable");
    await panel.getByLabel("À rappeler le").fill("2030-05-02");
    await panel.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).hash).toBe("#apres-l-appel");
    await eventually(() => panel.getByText("Indiquez pourquoi la demande est perdue.").count()).toBe(1);
    expect(await panel.getByLabel("Note (facultatif)").inputValue()).toBe("Pas joignable");
    expect(await panel.getByLabel("À rappeler le").inputValue()).toBe("2030-05-02");
    expect(await panel.getByLabel("Statut", { exact: true }).inputValue()).toBe("perdu");
    expect((await leadRow(id))?.status).toBe("nouveau");

    await panel.getByLabel("Statut", { exact: true }).selectOption("devis");
    await panel.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).hash).toBe("#apres-l-appel");
    await eventually(async () => leadRow(id)).toMatchObject({ status: "devis", follow_up_on: "2030-05-02" });
    await eventually(() => page.getByText("Statut : Devis envoyé").count()).toBe(1);
    await eventually(() => page.getByText("Pas joignable", { exact: true }).count()).toBe(1);
    // the panel is in view, below the sticky header
    const top = await panel.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    // the delete button needs the scripts (its confirmation dialog): disabled, never a dead click
    expect(await page.getByRole("button", { name: "Supprimer" }).isDisabled()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await saveScreenshot(page, "leads", "lead-page-390.png", { fullPage: true });

    // the inbox: the phone number and the filters are 44 px tall at least
    await page.goto(`${server.url}${LEADS}`);
    const card = page.getByRole("article", { name: "Claire Sans-Script" });
    const phone = await card.getByRole("link", { name: "06 11 22 33 44" }).boundingBox();
    expect(phone!.height).toBeGreaterThanOrEqual(44);
    const chips = page.getByRole("navigation", { name: "Filtrer les demandes" }).getByRole("link");
    expect(await chips.count()).toBeGreaterThan(5);
    for (const height of await chips.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(44);
    }
    for (const height of await openLinkHeights(page)) expect(height).toBeGreaterThanOrEqual(44);
  });

  it("deletes a request after confirmation, with everything attached", async () => {
    const { id, reference } = await storeQuote("Efface", "efface@example.fr");
    const { page } = await signedInPage({ width: 1280 });
    await page.goto(`${server.url}${LEADS}/${id}`);
    await waitForHydration(page);
    await page.getByLabel("Note (facultatif)").fill("à effacer");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
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
