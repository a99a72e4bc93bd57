import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSessionCookie,
  createAdmin,
  expireSessions,
  runSql,
  signIn,
  signInByCookie,
  signInCookie,
  totp,
  waitForHydration,
  wrongTotp,
  type AdminCredentials,
} from "./helpers/admin";
import { launchBrowser, openPage as openTrackedPage, type PageOptions } from "./helpers/browser";
import { fetchPage } from "./helpers/html";
import { startServer, type TestServer } from "./helpers/server";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { eventually, visibleOrText } from "./helpers/eventually";

let server: TestServer;
let browser: Browser;
let mailbox: TestSmtpServer;

const SIGN_IN = "/auth-portal-secure";
const DASHBOARD = "/dashboard-management-panel";
const ACCOUNT = "/dashboard-management-panel/account";
const ADMINS = "/dashboard-management-panel/admins";

/** A fresh administrator for one test (tests do not share passwords or sessions). */
let counter = 0;
async function newAdmin(label: string): Promise<Required<AdminCredentials>> {
  counter += 1;
  const admin = {
    email: `${label}-${counter}@az-toiture.test`,
    password: `Zinc-ardoise-${counter}-2024`,
    name: `Admin ${label}`,
  };
  await createAdmin(server, admin);
  return admin;
}

/**
 * Chromium logs every 4xx answer as a console error; here they are expected answers (a refused password,
 * a form error, a 401 after expiry). Any other console error still fails the test.
 */
const EXPECTED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];
const openPage = (b: Browser, options: PageOptions = {}) =>
  openTrackedPage(b, { allowConsoleErrors: EXPECTED_HTTP_ERRORS, ...options });

/** Waits for a condition (server actions hash passwords: seconds on a busy machine, not vitest's default second). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/** The first e-mail received that matches (the outbox delivers within a second or so). */
async function waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailbox.messages.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching e-mail within ${timeoutMs} ms (${mailbox.messages.length} received)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const formAlert = (page: Page) => page.locator("main form [role=alert]").first();
const path_ = (page: Page) => new URL(page.url()).pathname;

beforeAll(async () => {
  mailbox = await startSmtpServer();
  // This file signs in often from 127.0.0.1: the brute-force limit has its own test (auth-security.test.ts).
  server = await startServer({ SMTP_URL: mailbox.url, MAIL_FROM: "site@az-toiture.test", RATE_LIMIT_SIGNIN_PER_MINUTE: "1000" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

describe("sign-in page /auth-portal-secure", () => {
  it("is noindex, asks for both fields, links back home, and is not in the sitemap", async () => {
    // what the server sends: the browser adds nothing to these
    const { html, document } = await fetchPage(`${server.url}${SIGN_IN}`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("auth-portal-secure");
    expect(document.querySelector("h1")?.textContent).toBe("Connexion administrateur");
    const email = document.querySelector<HTMLInputElement>("main form input[name=email]");
    expect(email?.hasAttribute("required")).toBe(true);
    expect(email?.getAttribute("type")).toBe("email");
    expect(document.querySelector("main form input[name=password]")?.hasAttribute("required")).toBe(true);

    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}${SIGN_IN}`);
    await waitForHydration(page);
    await eventually(() => page.getByRole("button", { name: "Se connecter" }).isEnabled()).toBe(true);
    // Empty form: the browser keeps the visitor on the page (required fields).
    await page.getByRole("button", { name: "Se connecter" }).click();
    expect(path_(page)).toBe(SIGN_IN);
    await page.getByRole("link", { name: "Retour au site" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
    await close();
  });

  it("says 'Email ou mot de passe incorrect' for a wrong password and for an unknown e-mail, keeping the e-mail", async () => {
    const admin = await newAdmin("erreur");
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}${SIGN_IN}`);
    await waitForHydration(page);
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await poll(() => formAlert(page).textContent()).toBe("Email ou mot de passe incorrect");
    await poll(() => toast(page, "Email ou mot de passe incorrect").count()).toBe(1);
    await eventually(() => page.getByLabel("E-mail").inputValue()).toBe(admin.email);
    expect(path_(page)).toBe(SIGN_IN);

    await page.getByLabel("E-mail").fill("personne@az-toiture.test");
    await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await poll(() => toast(page, "Email ou mot de passe incorrect").count()).toBe(2);
    await eventually(() => formAlert(page).textContent()).toBe("Email ou mot de passe incorrect");
    expect(path_(page)).toBe(SIGN_IN);
    expect(errors).toEqual([]);
    await close();
  });

  it("takes about as long for an unknown e-mail as for a wrong password (no account enumeration by timing)", async () => {
    const admin = await newAdmin("timing");
    const attempt = async (email: string) => {
      const started = performance.now();
      const res = await fetch(`${server.url}${SIGN_IN}?index`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "pas-le-bon-mot-de-passe" }),
      });
      const body = await res.text();
      expect(res.status).toBe(401);
      expect(body).toContain("Email ou mot de passe incorrect");
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await attempt(admin.email));
      unknown.push(await attempt(`inconnu-${i}@az-toiture.test`));
    }
    const [w, u] = [median(wrong), median(unknown)];
    console.log(`sign-in timing (median of 5): wrong password ${w.toFixed(0)} ms, unknown e-mail ${u.toFixed(0)} ms`);
    // Both hash the password once (better-auth hashes it for an unknown e-mail too): same order of magnitude.
    // A shortcut for unknown addresses would answer in a few milliseconds; bounds are wide for a busy machine.
    expect(u).toBeGreaterThan(w * 0.25);
    expect(u).toBeLessThan(w * 4 + 100);
  });

  it("shows 'Connexion...' while busy, then the dashboard with 'Connexion réussie !', and the header swaps its button", async () => {
    const admin = await newAdmin("succes");
    const { page, context, errors, close } = await openPage(browser);
    // the sign-in page wears the admin's shell, not the public site's (docs/product.md#admin-shell)
    await page.goto(`${server.url}${SIGN_IN}`);
    await waitForHydration(page);
    await eventually(() =>
      page
        .getByRole("banner")
        .getByRole("link", { name: /accueil$/ })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole("link", { name: "Devis Gratuit" }).count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);

    // Hold the sign-in request until the busy state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => url.pathname === "/auth-portal-secure.data",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    const busy = page.getByRole("button", { name: "Connexion..." });
    await poll(() => busy.isVisible()).toBe(true);
    await eventually(() => busy.isDisabled()).toBe(true);
    release();

    await page.waitForURL(`${server.url}${DASHBOARD}`);
    await poll(() => toast(page, "Connexion réussie !").count()).toBe(1);
    await eventually(() => page.getByTestId("user-email").textContent()).toBe(admin.email);
    const banner = page.getByRole("banner");
    await eventually(() => banner.getByRole("button", { name: "Déconnexion" }).isVisible()).toBe(true);
    await eventually(() => banner.getByRole("link", { name: "Devis Gratuit" }).count()).toBe(0);

    // The dashboard cards (docs/product.md#admin-dashboard).
    const cards = page.getByRole("list", { name: "Raccourcis" }).getByRole("link");
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/dashboard-management-panel/leads",
      "/dashboard-management-panel/devis",
      "/dashboard-management-panel/write",
      "/dashboard-management-panel/articles",
      "/dashboard-management-panel/realisations",
      "/dashboard-management-panel/images",
      "/dashboard-management-panel/images-du-site",
      "/dashboard-management-panel/faq",
      "/dashboard-management-panel/statistiques",
    ]);

    // Signed in, the sign-in page sends to the dashboard.
    await page.goto(`${server.url}${SIGN_IN}`);
    await page.waitForURL(`${server.url}${DASHBOARD}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("works without JavaScript (plain form post, cookies set by the action)", async () => {
    const admin = await newAdmin("sansjs");
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}${SIGN_IN}`);
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("mauvais-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForLoadState();
    await eventually(() => formAlert(page).textContent()).toBe("Email ou mot de passe incorrect");
    await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(`${server.url}${DASHBOARD}`);
    await eventually(() => page.getByTestId("user-email").textContent()).toBe(admin.email);
    await close();
  });

  it("sets an httpOnly, SameSite=Lax session cookie, stored server-side", async () => {
    const admin = await newAdmin("cookie");
    const res = await fetch(`${server.url}${SIGN_IN}?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: admin.password }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(DASHBOARD);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Max-Age=604800/);
    expect(cookie).not.toMatch(/; Secure/i); // http://127.0.0.1 (auth-security.test.ts checks https)
    const token = decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!).split(".")[0];
    const rows = await runSql(server, `select "userId" from "session" where "token" = ?`, [token]);
    expect(rows).toHaveLength(1);
  });
});

describe("sign-out and the header", () => {
  it("logout from the dashboard's top bar (the phone's menu): 'Déconnexion réussie', then home, and the dashboard is closed again", async () => {
    const admin = await newAdmin("logout");
    const { page, errors, close } = await openPage(browser);
    await signInByCookie(page, server, admin);
    await page.goto(`${server.url}${DASHBOARD}`);
    await waitForHydration(page);
    // one sign-out on a computer's screen, the top bar's: the dashboard does not repeat it
    const signOut = page.getByRole("button", { name: "Déconnexion" });
    expect(await signOut.filter({ visible: true }).count()).toBe(1);
    expect(await page.getByRole("main").getByRole("button", { name: "Déconnexion" }).count()).toBe(0);
    await page.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
    await page.waitForURL(`${server.url}/`);
    await poll(() => toast(page, "Déconnexion réussie").count()).toBe(1);
    await eventually(() => page.getByRole("banner").getByRole("link", { name: "Devis Gratuit" }).isVisible()).toBe(true);
    await page.goto(`${server.url}${DASHBOARD}`);
    await page.waitForURL(`${server.url}${SIGN_IN}`);
    expect(errors).toEqual([]);
    await close();

    // on a phone: two taps, the bottom bar's 'Menu' then its 'Déconnexion'
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInByCookie(phone.page, server, admin);
    await phone.page.goto(`${server.url}${DASHBOARD}`);
    await waitForHydration(phone.page);
    expect(await phone.page.getByRole("button", { name: "Déconnexion" }).filter({ visible: true }).count()).toBe(0);
    const bar = phone.page.getByRole("navigation", { name: "Administration (mobile)" });
    await bar.getByText("Menu", { exact: true }).click();
    await bar.getByRole("button", { name: "Déconnexion" }).click();
    await phone.page.waitForURL(`${server.url}/`);
    await poll(() => toast(phone.page, "Déconnexion réussie").count()).toBe(1);
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it("the header's sign-out button (desktop and mobile menu) signs out from a public page", async () => {
    const admin = await newAdmin("entete");
    const { page, errors, close } = await openPage(browser);
    await signInByCookie(page, server, admin);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
    await page.waitForURL(`${server.url}/`);
    await poll(() => toast(page, "Déconnexion réussie").count()).toBe(1);
    await eventually(() => page.getByRole("banner").getByRole("link", { name: "Devis Gratuit" }).isVisible()).toBe(true);
    await close();

    const mobile = await openPage(browser, { width: 390, height: 844 });
    await signInByCookie(mobile.page, server, admin);
    await mobile.page.goto(`${server.url}/contact`);
    await waitForHydration(mobile.page);
    await mobile.page.locator("header summary").click(); // the menu's toggle
    const menu = mobile.page.getByRole("navigation", { name: "Navigation mobile" });
    await eventually(() => menu.getByRole("link", { name: "Devis Gratuit" }).count()).toBe(0);
    await menu.getByRole("button", { name: "Déconnexion" }).click();
    await mobile.page.waitForURL(`${server.url}/`);
    await poll(() => toast(mobile.page, "Déconnexion réussie").count()).toBe(1);
    expect(errors).toEqual([]);
    expect(mobile.errors).toEqual([]);
    await mobile.close();
  });
});

describe("guards", () => {
  it("an expired session ends cleanly: page loads and in-app navigation go to sign-in, an action says 'Session expirée'", async () => {
    const admin = await newAdmin("expire");
    const { page, context, errors, close } = await openPage(browser);
    await signInByCookie(page, server, admin);
    await page.goto(`${server.url}${DASHBOARD}`);

    await expireSessions(server, admin.email);
    await page.reload();
    await page.waitForURL(`${server.url}${SIGN_IN}`);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Connexion administrateur");
    // The dead cookie was cleared, and the expired row removed.
    expect((await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);
    expect(
      await runSql(server, `select "id" from "session" where "userId" in (select "id" from "user" where "email" = ?)`, [
        admin.email,
      ]),
    ).toEqual([]);

    // In-app navigation (data request) after expiry.
    await signInByCookie(page, server, admin);
    await page.goto(`${server.url}${DASHBOARD}`);
    await waitForHydration(page);
    await expireSessions(server, admin.email);
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Mon compte" }).click();
    // the page asked for is kept for after the sign-in (docs/product.md#sign-in-return)
    await page.waitForURL(`${server.url}${SIGN_IN}?retour=${encodeURIComponent(ACCOUNT)}`);

    // A form sent after expiry: 401, a calm page that offers to sign in again.
    await signInByCookie(page, server, admin);
    await page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(page);
    await expireSessions(server, admin.email);
    await page.getByLabel("Mot de passe actuel").first().fill(admin.password);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau-zinc-2025");
    await page.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau-zinc-2025");
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    await poll(() => page.getByRole("heading", { name: "Session expirée" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Se reconnecter" }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN && (url.searchParams.get("retour") ?? "").startsWith(ACCOUNT));
    // Nothing changed: the old password still works.
    expect(await signInCookie(server, admin)).toMatch(/session_token=/);
    expect(errors).toEqual([]);
    await close();
  });

  it("sliding expiry: a session last refreshed more than a day ago is pushed back to 7 days, row and cookie", async () => {
    const admin = await newAdmin("glissant");
    // several sessions: the page's loaders run at once, and a refresh seen by only one of them was once lost (1 time in 10)
    for (let attempt = 0; attempt < 8; attempt++) {
      const cookie = await signInCookie(server, admin);
      const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0];
      const inFiveDays = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
      await runSql(server, `update "session" set "expiresAt" = ? where "token" = ?`, [inFiveDays, token]);

      const res = await fetch(`${server.url}${DASHBOARD}`, { headers: { cookie }, redirect: "manual" });
      expect(res.status).toBe(200);
      const refreshed = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
      expect(refreshed, `attempt ${attempt}`).toMatch(/Max-Age=604800/);
      const [row] = await runSql(server, `select "expiresAt" from "session" where "token" = ?`, [token]);
      const expiresAt = new Date(row!.expiresAt as string).getTime();
      expect(Math.abs(expiresAt - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);

      // Within the day, nothing is rewritten.
      const again = await fetch(`${server.url}${DASHBOARD}`, { headers: { cookie }, redirect: "manual" });
      expect(again.status).toBe(200);
      expect(again.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
    }
  });
});

describe("account page", () => {
  it("changes the password: current one required and checked, confirmation, then the new one signs in", async () => {
    const admin = await newAdmin("motdepasse");
    const { page, errors, close } = await openPage(browser);
    await signInByCookie(page, server, admin);
    await page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Mot de passe" });
    await section.getByLabel("Mot de passe actuel").fill("pas-le-bon-mot-de-passe");
    await section.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau-zinc-2025");
    await section.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau-zinc-2025");
    await section.getByRole("button", { name: "Changer le mot de passe" }).click();
    await poll(() => section.getByText("Le mot de passe actuel est incorrect").isVisible()).toBe(true);

    await section.getByLabel("Mot de passe actuel").fill(admin.password);
    await section.getByLabel("Nouveau mot de passe", { exact: true }).fill("court1");
    await section.getByLabel("Confirmer le nouveau mot de passe").fill("court1");
    // minLength stops the browser; the server says the same with a bypass.
    await section.getByLabel("Nouveau mot de passe", { exact: true }).evaluate((el) => el.removeAttribute("minlength"));
    await section.getByRole("button", { name: "Changer le mot de passe" }).click();
    await poll(() => section.getByText("Le mot de passe doit contenir au moins 10 caractères").isVisible()).toBe(true);

    await section.getByLabel("Mot de passe actuel").fill(admin.password);
    await section.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau-zinc-2025");
    await section.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau-zinc-2026");
    await section.getByRole("button", { name: "Changer le mot de passe" }).click();
    await poll(() => section.getByText("Les deux mots de passe ne correspondent pas").isVisible()).toBe(true);

    await section.getByLabel("Mot de passe actuel").fill(admin.password);
    await section.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau-zinc-2025");
    await section.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau-zinc-2025");
    await section.getByRole("button", { name: "Changer le mot de passe" }).click();
    await poll(() => toast(page, "Mot de passe modifié").count()).toBe(1);
    expect(path_(page)).toBe(ACCOUNT);
    // Still signed in on this device (the session was renewed with the new password).
    await page.goto(`${server.url}${DASHBOARD}`);
    expect(path_(page)).toBe(DASHBOARD);
    await close();

    // On another device: the old password is refused (as the form shows it: 'wrong password' test), the new one signs in.
    const old = await fetch(`${server.url}${SIGN_IN}?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: admin.password }),
    });
    expect(old.status).toBe(401);
    expect(await old.text()).toContain("Email ou mot de passe incorrect");
    expect(await signInCookie(server, { email: admin.email, password: "Nouveau-zinc-2025" })).toMatch(/session_token=/);
    expect(errors).toEqual([]);
  });

  it("TOTP: enrolment with a QR code and backup codes, sign-in asks for the code, a backup code works once, disabling needs a code", async () => {
    const admin = await newAdmin("totp");
    const { page, errors, close } = await openPage(browser);
    await signInByCookie(page, server, admin);
    await page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Double authentification" });
    await eventually(() => section.getByText("Désactivée").isVisible()).toBe(true);
    await section.getByLabel("Mot de passe actuel").fill(admin.password);
    await section.getByRole("button", { name: "Configurer la double authentification" }).click();

    const qr = section.getByRole("img", { name: /QR code/ });
    await poll(() => visibleOrText(qr, section)).toBe(true);
    await eventually(() => qr.locator("svg").count()).toBe(1);
    const secret = (await section.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const backupCodes = await section.getByRole("list", { name: "Codes de secours" }).locator("li").allTextContents();
    expect(backupCodes).toHaveLength(10);

    // A wrong code keeps the QR code and the codes on screen.
    await section.getByLabel("Code à 6 chiffres").fill(wrongTotp(secret));
    await section.getByRole("button", { name: "Activer la double authentification" }).click();
    await poll(() => visibleOrText(section.getByText(/Code incorrect/), section)).toBe(true);
    await eventually(() => section.getByTestId("totp-secret").textContent()).toContain(secret.slice(0, 4));

    await section.getByLabel("Code à 6 chiffres").fill(totp(secret));
    await section.getByRole("button", { name: "Activer la double authentification" }).click();
    await poll(() => toast(page, "Double authentification activée").count()).toBe(1);
    await eventually(() => section.getByText("Activée", { exact: true }).isVisible()).toBe(true);
    // The session was rotated by better-auth and is still valid.
    await page.goto(`${server.url}${DASHBOARD}`);
    expect(path_(page)).toBe(DASHBOARD);

    // Sign-in now asks for the code.
    await page.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}${SIGN_IN}`);
    await waitForHydration(page);
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(`${server.url}/auth-portal-secure/verification`);
    // No session yet: the dashboard is still closed.
    expect((await fetch(`${server.url}${DASHBOARD}`, { redirect: "manual" })).status).toBe(302);
    await waitForHydration(page);
    await page.getByLabel("Code de vérification").fill(wrongTotp(secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await poll(() => formAlert(page).textContent()).toMatch(/^Code incorrect/);
    await page.getByLabel("Code de vérification").fill(totp(secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.waitForURL(`${server.url}${DASHBOARD}`);
    await poll(() => toast(page, "Connexion réussie !").count()).toBe(1);

    // A backup code instead of the phone, once.
    await page.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
    await page.waitForURL(`${server.url}/`);
    await signIn(page, server, { email: admin.email, password: admin.password, totpSecret: undefined }).catch(() => undefined);
    expect(path_(page)).toBe("/auth-portal-secure/verification");
    await page.getByLabel("Code de vérification").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.waitForURL(`${server.url}${DASHBOARD}`);

    // Disable: password and a code required.
    await page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(page);
    await section.getByLabel("Mot de passe actuel").fill(admin.password);
    await section.getByLabel("Code de l'application ou code de secours").fill(backupCodes[0]!); // already used
    await section.getByRole("button", { name: "Désactiver la double authentification" }).click();
    await poll(() => section.getByText(/Code incorrect/).isVisible()).toBe(true);
    await section.getByLabel("Mot de passe actuel").fill(admin.password);
    await section.getByLabel("Code de l'application ou code de secours").fill(totp(secret));
    await section.getByRole("button", { name: "Désactiver la double authentification" }).click();
    await poll(() => toast(page, "Double authentification désactivée").count()).toBe(1);
    await eventually(() => section.getByText("Désactivée").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();

    // Plain password sign-in again: straight to the dashboard, no code asked.
    const again = await fetch(`${server.url}${SIGN_IN}?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.email, password: admin.password }),
    });
    expect(again.headers.get("location")).toBe(DASHBOARD);
  });

  it("lists sessions and signs out other devices, one device, or all devices (two browsers)", async () => {
    const admin = await newAdmin("appareils");
    const a = await openPage(browser);
    const b = await openPage(browser);
    await signInByCookie(a.page, server, admin);
    await signInByCookie(b.page, server, admin);

    await a.page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(a.page);
    const rows = a.page.getByTestId("session-row");
    await eventually(() => rows.count()).toBe(2);
    await eventually(() => rows.filter({ hasText: "Cet appareil" }).count()).toBe(1);
    await eventually(() => rows.first().textContent()).toContain("Chrome sur Linux");

    // 'others': B is signed out, A stays.
    await a.page.getByRole("button", { name: "Déconnecter les autres appareils" }).click();
    await poll(() => toast(a.page, "Les autres appareils ont été déconnectés").count()).toBe(1);
    await eventually(() => rows.count()).toBe(1);
    await b.page.goto(`${server.url}${DASHBOARD}`);
    await b.page.waitForURL(`${server.url}${SIGN_IN}`);
    await a.page.goto(`${server.url}${DASHBOARD}`);
    expect(path_(a.page)).toBe(DASHBOARD);

    // Revoke one session by its row.
    await signInByCookie(b.page, server, admin);
    await a.page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(a.page);
    await eventually(() => rows.count()).toBe(2);
    await a.page.getByRole("button", { name: /^Révoquer la session/ }).click();
    await poll(() => toast(a.page, "Session révoquée").count()).toBe(1);
    await b.page.reload();
    await b.page.waitForURL(`${server.url}${SIGN_IN}`);

    // 'global': every device, this one included.
    await signInByCookie(b.page, server, admin);
    await a.page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(a.page);
    await a.page.getByRole("button", { name: "Déconnecter tous les appareils" }).click();
    await a.page.waitForURL(`${server.url}/`);
    await poll(() => toast(a.page, "Tous les appareils ont été déconnectés").count()).toBe(1);
    await b.page.reload();
    await b.page.waitForURL(`${server.url}${SIGN_IN}`);
    await a.page.goto(`${server.url}${DASHBOARD}`);
    await a.page.waitForURL(`${server.url}${SIGN_IN}`);

    // 'local': this device only.
    await signInByCookie(a.page, server, admin);
    await signInByCookie(b.page, server, admin);
    await a.page.goto(`${server.url}${ACCOUNT}`);
    await waitForHydration(a.page);
    await a.page.getByRole("button", { name: "Déconnecter cet appareil" }).click();
    await a.page.waitForURL(`${server.url}/`);
    await poll(() => toast(a.page, "Déconnexion réussie").count()).toBe(1);
    await b.page.goto(`${server.url}${DASHBOARD}`);
    expect(path_(b.page)).toBe(DASHBOARD);

    // An unknown scope is refused in the words of docs/product.md#account.
    const cookie = await signInCookie(server, admin);
    const res = await fetch(`${server.url}${ACCOUNT}/appareils`, {
      method: "POST",
      headers: { origin: server.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "sign-out", scope: "partout" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sign-out scope must be global, local or others");
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.close();
    await b.close();
  });

  it("works without JavaScript: each part's form posts to the part's own page, which shows the refusal, and every link answers", async () => {
    const admin = await newAdmin("compte-sansjs");
    const { page, context, close } = await openPage(browser, { javaScriptEnabled: false });
    await addSessionCookie(context, server, await signInCookie(server, admin));
    await signInCookie(server, admin); // another device, to revoke

    // Password: a refusal is shown on the password page, with the way back to the whole account page.
    await page.goto(`${server.url}${ACCOUNT}`);
    let section = page.getByRole("region", { name: "Mot de passe" });
    await section.getByLabel("Mot de passe actuel").fill("pas-le-bon-mot-de-passe");
    await section.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau-zinc-2025");
    await section.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau-zinc-2025");
    await section.getByRole("button", { name: "Changer le mot de passe" }).click();
    await page.waitForURL(`${server.url}${ACCOUNT}/mot-de-passe`);
    await eventually(() => section.getByText("Le mot de passe actuel est incorrect").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Retour à Mon compte" }).click();
    await page.waitForURL(`${server.url}${ACCOUNT}`);

    // Two-factor: the set-up steps on the two-factor page, then back to the account page, switched on.
    section = page.getByRole("region", { name: "Double authentification" });
    await section.getByLabel("Mot de passe actuel").fill(admin.password);
    await section.getByRole("button", { name: "Configurer la double authentification" }).click();
    await page.waitForURL(`${server.url}${ACCOUNT}/double-authentification`);
    const secret = (await section.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
    await section.getByLabel("Code à 6 chiffres").fill(totp(secret));
    await section.getByRole("button", { name: "Activer la double authentification" }).click();
    await page.waitForURL(`${server.url}${ACCOUNT}`);
    await eventually(() => section.getByText("Activée", { exact: true }).isVisible()).toBe(true);

    // Devices: the other session is revoked from the list.
    const rows = page.getByTestId("session-row");
    await eventually(() => rows.count()).toBe(2);
    await page.getByRole("button", { name: /^Révoquer la session/ }).click();
    await page.waitForURL(`${server.url}${ACCOUNT}`);
    await eventually(() => rows.count()).toBe(1);

    // No dead link on the account pages (their links as served: this browser runs no script).
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    for (const part of ["", "/mot-de-passe", "/double-authentification", "/appareils"]) {
      const { document } = await fetchPage(`${server.url}${ACCOUNT}${part}`, { headers: { cookie } });
      // the page and the admin's menus around it (the page's own <main> holds the page alone)
      const hrefs = [...document.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href")!);
      expect(hrefs.length, part).toBeGreaterThan(0);
      for (const href of new Set(hrefs)) {
        const res = await fetch(`${server.url}${href}`, { headers: { cookie }, redirect: "manual" });
        expect(res.status, `${part} → ${href}`).toBe(200);
      }
    }
    await close();
  });
});

describe("forgot password (SMTP configured)", () => {
  it("same answer for a known and an unknown e-mail; the link arrives by e-mail, works once, then is refused", async () => {
    const admin = await newAdmin("oubli");
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}${SIGN_IN}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.waitForURL(`${server.url}/auth-portal-secure/mot-de-passe-oublie`);
    await waitForHydration(page);
    const ask = async (email: string) => {
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Envoyer le lien" }).click();
      const status = page.getByRole("status").filter({ hasText: "Si un compte administrateur correspond" });
      await poll(() => status.isVisible()).toBe(true);
      const text = await status.textContent();
      await page.goto(`${server.url}/auth-portal-secure/mot-de-passe-oublie`);
      await waitForHydration(page);
      return text;
    };
    const known = await ask(admin.email);
    const unknown = await ask("personne-ici@az-toiture.test");
    expect(unknown).toBe(known);
    expect(known).toContain("valable 1 heure");

    const mail = await waitForMail((m) => m.envelope.to.includes(admin.email));
    expect(mail.subject).toContain("Réinitialisation de votre mot de passe administrateur");
    // Through the same outbox as the leads' notifications.
    expect(await runSql(server, `select "status" from "outbox" where "kind" = 'password_reset'`)).toEqual([{ status: "sent" }]);
    const link = /https?:\/\/\S+\/auth-portal-secure\/nouveau-mot-de-passe\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    // Every mail leaves through the outbox, which holds the one above only: none for the unknown address is on its way.
    expect(mailbox.messages.filter((m) => m.envelope.to.includes("personne-ici@az-toiture.test"))).toEqual([]);

    await page.goto(link!);
    await waitForHydration(page);
    await page.getByLabel("Nouveau mot de passe").fill("Gouttiere-cuivre-2025");
    await page.getByLabel("Confirmer le mot de passe").fill("Gouttiere-cuivre-2025");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await page.waitForURL(`${server.url}${SIGN_IN}`);
    await poll(() => toast(page, "Mot de passe modifié").count()).toBe(1);
    expect(await signInCookie(server, { email: admin.email, password: "Gouttiere-cuivre-2025" })).toMatch(/session_token=/);

    // Single use.
    await page.goto(link!);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Lien expiré");
    await eventually(() => page.getByText("Ce lien de réinitialisation n'est plus valable").isVisible()).toBe(true);

    // Valid 1 hour: a link whose hour has passed is refused.
    await page.goto(`${server.url}/auth-portal-secure/mot-de-passe-oublie`);
    await waitForHydration(page);
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    const second = await waitForMail((m) => m.envelope.to.includes(admin.email) && !m.text.includes(link!.split("token=")[1]!));
    const link2 = /https?:\/\/\S+\/auth-portal-secure\/nouveau-mot-de-passe\?token=[\w-]+/.exec(second.text)![0];
    const [row] = await runSql(server, `select "expiresAt" from "verification" where "identifier" = ?`, [
      `reset-password:${link2.split("token=")[1]}`,
    ]);
    const ttl = new Date(row!.expiresAt as string).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    await runSql(server, `update "verification" set "expiresAt" = ? where "identifier" = ?`, [
      "2000-01-01T00:00:00.000Z",
      `reset-password:${link2.split("token=")[1]}`,
    ]);
    await page.goto(link2);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Lien expiré");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("administrators page", () => {
  it("lists, creates with a temporary password to change at first sign-in, refuses duplicates, and removes another admin", async () => {
    const boss = await newAdmin("patron");
    const { page, errors, close } = await openPage(browser);
    page.on("dialog", (dialog) => void dialog.accept());
    await signInByCookie(page, server, boss);
    await page.goto(`${server.url}${ADMINS}`);
    await waitForHydration(page);
    const me = page.getByTestId("admin-row").filter({ hasText: boss.email });
    await eventually(() => me.getByText("Vous").isVisible()).toBe(true);
    await eventually(() => me.getByRole("button", { name: /Supprimer/ }).count()).toBe(0);

    const form = page.getByRole("region", { name: "Ajouter un administrateur" });
    await form.getByLabel("Nom complet").fill("Marie Durand");
    await form.getByLabel("E-mail").fill("marie@az-toiture.test");
    await form.getByLabel("Mot de passe temporaire").fill("abcdefghijkl");
    await form.getByRole("button", { name: "Créer l'administrateur" }).click();
    await poll(() =>
      form.getByText("Le mot de passe doit contenir au moins une lettre et au moins un chiffre ou un symbole").isVisible(),
    ).toBe(true);
    await eventually(() => form.getByLabel("Nom complet").inputValue()).toBe("Marie Durand");

    await form.getByRole("button", { name: "Générer un mot de passe" }).click();
    const temporary = await form.getByLabel("Mot de passe temporaire").inputValue();
    expect(temporary).toMatch(/^\w{4}-\w{4}-\w{4}-\d{2}$/);
    await form.getByRole("button", { name: "Créer l'administrateur" }).click();
    await poll(() => toast(page, "Administrateur marie@az-toiture.test créé").count()).toBe(1);
    const marieRow = page.getByTestId("admin-row").filter({ hasText: "marie@az-toiture.test" });
    await eventually(() => marieRow.getByText("Mot de passe temporaire").isVisible()).toBe(true);

    await form.getByLabel("Nom complet").fill("Marie Bis");
    await form.getByLabel("E-mail").fill("MARIE@az-toiture.test");
    await form.getByLabel("Mot de passe temporaire").fill("Autre-mot-2024!");
    await form.getByRole("button", { name: "Créer l'administrateur" }).click();
    await poll(() => form.getByText("Un administrateur utilise déjà cette adresse e-mail").isVisible()).toBe(true);

    // Marie's first sign-in: the account page is forced until the password is changed.
    const marie = await openPage(browser);
    await signIn(marie.page, server, { email: "marie@az-toiture.test", password: temporary });
    expect(path_(marie.page)).toBe(ACCOUNT);
    await poll(() => marie.page.getByText("Choisissez un nouveau mot de passe avant de continuer.").isVisible()).toBe(true);
    await marie.page.goto(`${server.url}${DASHBOARD}`);
    expect(path_(marie.page)).toBe(ACCOUNT);
    await waitForHydration(marie.page);
    const pw = marie.page.getByRole("region", { name: "Mot de passe" });
    await pw.getByLabel("Mot de passe actuel").fill(temporary);
    await pw.getByLabel("Nouveau mot de passe", { exact: true }).fill("Ardoise-neuve-2025");
    await pw.getByLabel("Confirmer le nouveau mot de passe").fill("Ardoise-neuve-2025");
    await pw.getByRole("button", { name: "Changer le mot de passe" }).click();
    await poll(() => toast(marie.page, "Mot de passe modifié").count()).toBe(1);
    await marie.page.goto(`${server.url}${DASHBOARD}`);
    expect(path_(marie.page)).toBe(DASHBOARD);

    // Remove Marie: her sessions end.
    await page.reload();
    await waitForHydration(page);
    await eventually(() => marieRow.getByText("Mot de passe temporaire").count()).toBe(0);
    await marieRow.getByRole("button", { name: "Supprimer marie@az-toiture.test" }).click();
    await poll(() => toast(page, "Administrateur marie@az-toiture.test supprimé").count()).toBe(1);
    await eventually(() => marieRow.count()).toBe(0);
    await marie.page.reload();
    await marie.page.waitForURL(`${server.url}${SIGN_IN}`);

    // Never yourself, even with a hand-made request.
    const cookie = await signInCookie(server, boss);
    const [bossRow] = await runSql(server, `select "id" from "user" where "email" = ?`, [boss.email]);
    const res = await fetch(`${server.url}${ADMINS}`, {
      method: "POST",
      headers: { origin: server.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "remove", userId: String(bossRow!.id) }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Vous ne pouvez pas supprimer votre propre compte");
    expect(errors).toEqual([]);
    expect(marie.errors).toEqual([]);
    await marie.close();
    await close();
  });
});
