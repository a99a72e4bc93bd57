/**
 * The admin's own shell and the way back into it (docs/product.md#admin-shell,
 * docs/product.md#sign-in-return): admin and sign-in pages carry none of the public site's
 * footer, call button, consent banner or Google tag; phones get the admin's sections under the
 * thumb; a link into the admin opened signed out leads, after the sign-in and its code step, to
 * the page asked for, and never anywhere else.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie, createAdmin, runSql, signInCookie, totp, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { fetchPage, textOf } from "./helpers/html";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const SIGN_IN = "/auth-portal-secure";
const CODE_STEP = "/auth-portal-secure/verification";
const DASHBOARD = "/dashboard-management-panel";
const LEADS = `${DASHBOARD}/leads`;
const ADMIN = { email: "patron.shell@az-toiture.test", password: "Zinc-et-ardoise-2024", name: "Jean Patron" };
const TWO_FACTOR_ADMIN = { email: "double.shell@az-toiture.test", password: "Ardoise-et-zinc-2024", name: "Lucie Double" };

let server: TestServer;
let browser: Browser;
let cookie: string;
let leadPath: string;
/** the two-factor administrator's authenticator secret and backup codes, once enrolled */
let twoFactor: { secret: string; backupCodes: string[] };

async function storeLead(): Promise<string> {
  const answer = await fetch(`${server.url}/api/leads/quote`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      firstName: "Sophie",
      lastName: "Lefèvre",
      email: "sophie.lefevre@example.fr",
      phone: "06 11 22 33 44",
      address: "8 impasse des Lauzes, 69400 Villefranche-sur-Saône",
      projectType: "zinguerie",
      surface: "80",
      description: "Tuiles déplacées après le coup de vent, une fuite dans la chambre.",
    }),
  });
  expect(answer.status).toBe(200);
  const [row] = await runSql(server, "select id from leads where email = ?", ["sophie.lefevre@example.fr"]);
  return `${LEADS}/${String(row!.id)}`;
}

/** The sign-in form's post, as a browser without JavaScript sends it. */
function postSignIn(path: string, fields: Record<string, string>, cookies = "") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookies ? { cookie: cookies } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** The business's own number, as the public header's call button dials it. */
let businessTel: string;

const publicChrome = (document: Document) => ({
  footer: document.querySelectorAll("footer").length,
  // the business's call button; a lead page's link to call the customer is the admin's own
  callLinks: document.querySelectorAll(`a[href="${businessTel}"]`).length,
  quoteButton: [...document.querySelectorAll("a")].some((a) => textOf(a) === "Devis Gratuit"),
  googleTag: document.documentElement.outerHTML.includes("googletagmanager"),
});

beforeAll(async () => {
  // A Google id configured: public pages load the tag and ask for consent, the admin must not.
  server = await startServer({ GA_MEASUREMENT_ID: "G-SHELL12345", RATE_LIMIT_SIGNIN_PER_MINUTE: "500" });
  browser = await launchBrowser();
  await createAdmin(server, ADMIN);
  await createAdmin(server, TWO_FACTOR_ADMIN);
  cookie = await signInCookie(server, ADMIN);
  leadPath = await storeLead();
  const home = await fetchPage(`${server.url}/`);
  businessTel = home.document.querySelector('header a[href^="tel:"]')!.getAttribute("href")!;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the admin's own shell (server HTML)", () => {
  it("admin pages carry no public footer, call button, quote button or Google tag; public pages keep theirs", async () => {
    for (const path of [DASHBOARD, leadPath, LEADS]) {
      const { status, document } = await fetchPage(`${server.url}${path}`, { headers: { cookie } });
      expect(status, path).toBe(200);
      expect(publicChrome(document), path).toEqual({ footer: 0, callLinks: 0, quoteButton: false, googleTag: false });
      // the sections, 'Demandes de devis' first, in the side menu and in the phone's menu
      for (const name of ["Administration", "Administration (mobile)"]) {
        const links = [...document.querySelectorAll(`nav[aria-label="${name}"] a`)].map((a) => a.getAttribute("href"));
        expect(links[0], `${path} ${name}`).toBe(LEADS);
      }
      expect(textOf(document.querySelector("header"))).toContain("Voir le site");
    }
    const home = await fetchPage(`${server.url}/`);
    expect(publicChrome(home.document)).toMatchObject({ callLinks: expect.any(Number), quoteButton: true, googleTag: true });
    expect(publicChrome(home.document).footer).toBeGreaterThan(0);
    expect(publicChrome(home.document).callLinks).toBeGreaterThan(0);
  });

  it("the sign-in pages carry none of them either", async () => {
    const { document } = await fetchPage(`${server.url}${SIGN_IN}`);
    expect(document.querySelector("h1")?.textContent).toBe("Connexion administrateur");
    expect(publicChrome(document)).toEqual({ footer: 0, callLinks: 0, quoteButton: false, googleTag: false });
    const forgot = await fetchPage(`${server.url}${SIGN_IN}/mot-de-passe-oublie`);
    expect(publicChrome(forgot.document)).toEqual({ footer: 0, callLinks: 0, quoteButton: false, googleTag: false });
  });
});

async function phonePage() {
  const tracked = await openPage(browser, { width: 390, height: 844 });
  await addSessionCookie(tracked.context, server, cookie);
  return tracked;
}

const consentBanner = (page: Page) => page.getByRole("region", { name: "Consentement aux cookies" });

describe("on the owner's phone (390 px)", () => {
  it("a bottom bar holds Demandes, Tableau de bord, Médiathèque and a menu of the admin's sections; no consent banner", async () => {
    const { page, errors, close } = await phonePage();
    await page.goto(`${server.url}${DASHBOARD}`);
    await waitForHydration(page);
    const bar = page.getByRole("navigation", { name: "Administration (mobile)" });
    await eventually(() => bar.isVisible()).toBe(true);
    const shortcuts = bar.locator(":scope > ul > li > a");
    expect(await shortcuts.allInnerTexts()).toEqual(["Demandes", "Tableau de bord", "Médiathèque"]);
    expect(await bar.getByRole("link", { name: "Tableau de bord" }).getAttribute("aria-current")).toBe("page");
    // each is a comfortable thumb target, and the bar sits at the bottom of the screen
    for (const box of await shortcuts.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.bottom).toBeGreaterThan(844 - 90);
    }
    // the page's end is not hidden under the bar
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
    const contentBottom = await page.locator("main").evaluate((el) => el.getBoundingClientRect().bottom);
    expect(contentBottom).toBeLessThanOrEqual(barTop + 1);
    // no public footer, call button nor consent banner (a Google id is configured: public pages would show it after 200 ms)
    await page.waitForTimeout(600);
    expect(await consentBanner(page).count()).toBe(0);
    expect(await page.locator(`a[href="${businessTel}"]`).count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    await saveScreenshot(page, "admin-shell", "dashboard-390.png");

    // the menu: the admin's own sections, 'Demandes de devis' first, never the public site's links
    await bar.getByText("Menu", { exact: true }).click();
    const sections = bar.getByRole("link");
    await eventually(() => bar.getByRole("link", { name: "Réglages" }).isVisible()).toBe(true);
    const names = await sections.evaluateAll((links) =>
      links.filter((a) => a.closest("details")).map((a) => a.textContent?.trim() ?? ""),
    );
    expect(names.slice(0, 2)).toEqual(["Demandes de devis", "Tableau de bord"]);
    expect(names).toContain("Mon compte");
    for (const publicLink of ["Accueil", "Services", "Blog", "Contact"]) expect(names).not.toContain(publicLink);
    await expect(bar.getByRole("button", { name: "Déconnexion" }).isVisible()).resolves.toBe(true);
    await saveScreenshot(page, "admin-shell", "menu-390.png");

    // a section opens, and the menu closes behind it
    await bar.getByRole("link", { name: "Réglages" }).click();
    await page.waitForURL((url) => url.pathname === `${DASHBOARD}/reglages`);
    await eventually(() => bar.getByRole("link", { name: "Réglages" }).isVisible()).toBe(false);

    // Demandes from the bar
    await bar.getByRole("link", { name: "Demandes de devis" }).click();
    await page.waitForURL((url) => url.pathname === LEADS);
    await eventually(() => bar.getByRole("link", { name: "Demandes de devis" }).getAttribute("aria-current")).toBe("page");
    expect(errors).toEqual([]);
    await close();
  });

  it("the dashboard, a lead page and the sign-in at 390 and 1280 px, for a look", async () => {
    if (!process.env.SCREENSHOT_DIR) return;
    for (const width of [390, 1280]) {
      const tracked = await openPage(browser, { width, height: width === 390 ? 844 : 900 });
      await addSessionCookie(tracked.context, server, cookie);
      for (const [path, name] of [
        [leadPath, "lead"],
        [DASHBOARD, "dashboard"],
      ] as const) {
        await tracked.page.goto(`${server.url}${path}`);
        await waitForHydration(tracked.page);
        await saveScreenshot(tracked.page, "admin-shell", `${name}-${width}-full.png`, { fullPage: true });
      }
      await tracked.context.clearCookies();
      await tracked.page.goto(`${server.url}${SIGN_IN}?retour=${encodeURIComponent(leadPath)}`);
      await waitForHydration(tracked.page);
      await saveScreenshot(tracked.page, "admin-shell", `sign-in-${width}.png`);
      await tracked.close();
    }
  });
});

/** Turns two-factor sign-in on through the account page, as the owner does; returns the secret and the backup codes. */
async function enrolTwoFactor(): Promise<{ secret: string; backupCodes: string[] }> {
  const { page, context, close } = await openPage(browser);
  await addSessionCookie(context, server, await signInCookie(server, TWO_FACTOR_ADMIN));
  await page.goto(`${server.url}${DASHBOARD}/account`);
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Double authentification" });
  await section.getByLabel("Mot de passe actuel").fill(TWO_FACTOR_ADMIN.password);
  await section.getByRole("button", { name: "Configurer la double authentification" }).click();
  await section.getByTestId("totp-secret").waitFor();
  const secret = (await section.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  const backupCodes = await section.getByRole("list", { name: "Codes de secours" }).locator("li").allTextContents();
  await section.getByLabel("Code à 6 chiffres").fill(totp(secret));
  await section.getByRole("button", { name: "Activer la double authentification" }).click();
  await section.getByText("Activée", { exact: true }).waitFor();
  await close();
  return { secret, backupCodes: backupCodes.map((c) => c.trim()) };
}

describe("a link into the admin keeps its target through the sign-in", () => {
  beforeAll(async () => {
    twoFactor = await enrolTwoFactor();
  });

  it("a lead link opened signed out: sign-in, the code step, then the lead (and no other page)", async () => {
    const { page, errors, close } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}${leadPath}`);
    await page.waitForURL((url) => url.pathname === SIGN_IN);
    expect(new URL(page.url()).searchParams.get("retour")).toBe(leadPath);
    await waitForHydration(page);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    await page.getByLabel("E-mail").fill(TWO_FACTOR_ADMIN.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(TWO_FACTOR_ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => url.pathname === CODE_STEP);
    expect(new URL(page.url()).searchParams.get("retour")).toBe(leadPath);
    await waitForHydration(page);
    await page.getByLabel("Code de vérification").fill(totp(twoFactor.secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.waitForURL((url) => url.pathname === leadPath);
    await eventually(() => page.getByRole("main").getByText("Sophie Lefèvre").first().isVisible()).toBe(true);
    // the toast's close button is read in French
    const closeToast = page.locator("[data-sonner-toast] button[data-close-button]");
    await eventually(() => closeToast.first().getAttribute("aria-label")).toBe("Fermer");
    expect(errors).toEqual([]);
    await close();
  });

  it("without two-factor and without JavaScript, the same", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}${LEADS}?statut=nouveau`);
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => url.pathname === LEADS);
    expect(new URL(page.url()).search).toBe("?statut=nouveau");
    await close();
  });
});

const ATTACKS = [
  "https://evil.example/",
  "https://evil.example/dashboard-management-panel",
  "//evil.example",
  "//evil.example/dashboard-management-panel",
  "/\\evil.example",
  "\\/evil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "/",
  "/blog",
  "/auth-portal-secure",
  "/dashboard-management-panel/../blog",
  "/dashboard-management-panel/%2e%2e/blog",
  "/dashboard-management-panel/%2E%2E/%2e%2e/evil",
  "/dashboard-management-panelevil",
  "/dashboard-management-panel/logout",
  "/dashboard-management-panel\t/x",
  " https://evil.example",
];

describe("the target cannot lead anywhere else (open redirect)", () => {
  it("the password step: an outside, public or disguised target falls back to the dashboard", async () => {
    for (const target of ATTACKS) {
      // in the form's field and in the address, as an attacker's link would carry it
      for (const [path, fields] of [
        [`${SIGN_IN}?index`, { email: ADMIN.email, password: ADMIN.password, retour: target }],
        [`${SIGN_IN}?index&retour=${encodeURIComponent(target)}`, { email: ADMIN.email, password: ADMIN.password }],
      ] as const) {
        const res = await postSignIn(path, fields);
        expect(res.status, target).toBe(302);
        expect(res.headers.get("location"), target).toBe(DASHBOARD);
      }
    }
    // the real thing passes
    const res = await postSignIn(`${SIGN_IN}?index`, { email: ADMIN.email, password: ADMIN.password, retour: leadPath });
    expect(res.headers.get("location")).toBe(leadPath);
  });

  it("signed in already, the sign-in page sends to the target only when it is an admin page", async () => {
    for (const target of ATTACKS) {
      const res = await fetch(`${server.url}${SIGN_IN}?retour=${encodeURIComponent(target)}`, {
        redirect: "manual",
        headers: { cookie },
      });
      expect(res.headers.get("location"), target).toBe(DASHBOARD);
    }
    const res = await fetch(`${server.url}${SIGN_IN}?retour=${encodeURIComponent(leadPath)}`, {
      redirect: "manual",
      headers: { cookie },
    });
    expect(res.headers.get("location")).toBe(leadPath);
  });

  it("signed out, a refused target is not carried on by the page", async () => {
    for (const target of ATTACKS) {
      const { status, document } = await fetchPage(`${server.url}${SIGN_IN}?retour=${encodeURIComponent(target)}`);
      expect(status, target).toBe(200);
      expect(document.querySelector('input[name="retour"]'), target).toBeNull();
    }
  });

  it("the code step: a target changed between the steps falls back to the dashboard", async () => {
    const passwordStep = await postSignIn(`${SIGN_IN}?index&retour=${encodeURIComponent(leadPath)}`, {
      email: TWO_FACTOR_ADMIN.email,
      password: TWO_FACTOR_ADMIN.password,
    });
    expect(passwordStep.headers.get("location")).toBe(`${CODE_STEP}?retour=${encodeURIComponent(leadPath)}`);
    const challenge = passwordStep.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    // the page itself refuses to carry a forged target
    const forged = await fetchPage(`${server.url}${CODE_STEP}?retour=${encodeURIComponent("//evil.example")}`, {
      headers: { cookie: challenge },
    });
    expect(forged.status).toBe(200);
    expect(forged.document.querySelector('input[name="retour"]')).toBeNull();
    // a backup code (each works once) with a forged target in the form
    const res = await postSignIn(
      `${CODE_STEP}?retour=${encodeURIComponent(leadPath)}`,
      { code: twoFactor.backupCodes[0]!, retour: "/\\evil.example" },
      challenge,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(DASHBOARD);
  });
});
