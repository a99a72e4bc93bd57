import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, inOneRateWindow, runAdminCreate, runSql, signIn, signInCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage } from "./helpers/browser";
import { postFrom, type PostAnswer } from "./helpers/post-from";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";

/**
 * Brute force, CSRF, closed sign-up, cookies over https, the admin:create
 * command and the reset page without SMTP, on a server with the default
 * limits (5 sign-in failures a minute per address, and per e-mail from one address).
 */
let server: TestServer;
let browser: Browser;

const ADMIN = { email: "chef@az-toiture.test", password: "Couvreur-zingueur-2024", name: "Chef Couvreur" };

beforeAll(async () => {
  // TRUST_PROXY=1: the tests play the proxy in front, naming several client addresses in X-Forwarded-For.
  server = await startServer({ TRUST_PROXY: "1" });
  await createAdmin(server, ADMIN);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The sign-in form posted from a given loopback address (Linux routes all of
 * 127.0.0.0/8 to loopback), without X-Forwarded-For: the client address is
 * the socket's, whatever the proxy setting.
 */
function postSignInFrom(localAddress: string, email: string, password: string): Promise<PostAnswer> {
  return postFrom(localAddress, `${server.url}/auth-portal-secure?index`, { origin: server.url }, { email, password });
}

function postSignIn(email: string, password: string, ip: string, origin = server.url) {
  return fetch(`${server.url}/auth-portal-secure?index`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
}

describe("brute force", () => {
  it("the 6th wrong password for one e-mail from one address gets 429 in French; the admin elsewhere still signs in", async () => {
    const target = { email: "cible@az-toiture.test", password: "Gouttiere-zinc-2024", name: "Cible" };
    await createAdmin(server, target);
    await inOneRateWindow(60_000, async (attempt) => {
      // the attacker's connections come from 127.0.0.2 (the server reads the socket's address); 127.0.0.12, … on a retry
      const attacker = `127.0.0.${2 + 10 * attempt}`;
      for (let i = 1; i <= 5; i++) {
        const res = await postSignInFrom(attacker, target.email, `mauvais-${i}-mot-de-passe`);
        expect(res.status, `attempt ${i}`).toBe(401);
        expect(res.body).toContain("Email ou mot de passe incorrect");
      }
      const sixth = await postSignInFrom(attacker, target.email, "mauvais-6-mot-de-passe");
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatch(/Trop de tentatives de connexion\. Veuillez réessayer dans \d+ secondes?\./);
      // Locked means locked for that address: the right password waits too (no session cookie).
      const fromAttacker = await postSignInFrom(attacker, target.email, target.password);
      expect(fromAttacker.status).toBe(429);
      expect(fromAttacker.cookies.some((c) => c.includes("session_token"))).toBe(false);
    });
    // The lockout is in the logs.
    await expect
      .poll(() => server.output())
      .toMatch(/sign-in locked out: too many attempts.*cible@az-toiture\.test|cible@az-toiture\.test.*sign-in locked out/);

    // The admin, from another address, signs in with the right password at once.
    const fromAdmin = await postSignInFrom("127.0.0.3", target.email, target.password);
    expect(fromAdmin.status).toBe(302);
    expect(fromAdmin.cookies.some((c) => c.includes("session_token"))).toBe(true);
    // And through the page, in a browser (from 127.0.0.1).
    const { page, errors, close } = await openPage(browser);
    await signIn(page, server, target);
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard-management-panel/);
    expect(errors).toEqual([]);
    await close();
  });

  it("one address trying many e-mails is stopped at the 6th failure within a minute", async () => {
    await inOneRateWindow(60_000, async (attempt) => {
      // 203.0.113.9 (and 203.0.113.10 beside it); 203.0.113.19, … on a retry
      const client = `203.0.113.${9 + 10 * attempt}`;
      const neighbour = `203.0.113.${10 + 10 * attempt}`;
      for (let i = 1; i <= 5; i++) {
        expect((await postSignIn(`essai-${i}@az-toiture.test`, "Mot-de-passe-1", client)).status).toBe(401);
      }
      expect((await postSignIn("essai-6@az-toiture.test", "Mot-de-passe-1", client)).status).toBe(429);
      // Another address is not affected.
      expect((await postSignIn("essai-7@az-toiture.test", "Mot-de-passe-1", neighbour)).status).toBe(401);
    });
  });

  it("successful sign-ins are not counted as attempts", async () => {
    for (let i = 0; i < 7; i++) {
      const res = await postSignIn(ADMIN.email, ADMIN.password, "192.0.2.50");
      expect(res.status, `sign-in ${i + 1}`).toBe(302);
    }
  });

  it("there is no way around the form: better-auth's sign-in endpoint is not served, even with the right password", async () => {
    for (const password of ["faux-mot-de-passe-1", ADMIN.password]) {
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: server.url, "x-forwarded-for": "192.0.2.77", "content-type": "application/json" },
        body: JSON.stringify({ email: ADMIN.email, password }),
      });
      expect(res.status).toBe(404);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe("CSRF and closed sign-up", () => {
  it("refuses state-changing requests from another origin on the auth pages and endpoints", async () => {
    const evil = await postSignIn(ADMIN.email, ADMIN.password, "192.0.2.60", "https://evil.example");
    expect(evil.status).toBe(403);
    expect(evil.headers.getSetCookie()).toEqual([]);
    expect(await evil.text()).toContain("Requête refusée");

    const api = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(api.status).toBe(403);

    // With a valid session cookie, a cross-site form still cannot sign the admin out of every device.
    const cookie = await signInCookie(server, ADMIN);
    const before = await runSql(server, `select count(*) as n from "session"`);
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of crossSite) {
      const res = await fetch(`${server.url}/dashboard-management-panel/account/appareils`, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "sign-out", scope: "global" }),
      });
      expect(res.status).toBe(403);
    }
    expect(await runSql(server, `select count(*) as n from "session"`)).toEqual(before);
    const ok = await fetch(`${server.url}/dashboard-management-panel`, { headers: { cookie }, redirect: "manual" });
    expect(ok.status).toBe(200);
  });

  it("public sign-up is closed: the endpoint is not served and creates nothing; missing fields get the documented message", async () => {
    const [{ n: before }] = (await runSql(server, `select count(*) as n from "user"`)) as [{ n: number }];
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ email: "visiteur@example.fr", password: "Visiteur-2024-ok", name: "Visiteur" }),
    });
    expect(res.status).toBe(404);
    expect(await runSql(server, `select count(*) as n from "user"`)).toEqual([{ n: before }]);

    // The form gives the message (a request made without the browser's required checks).
    const form = await postSignIn("", "", "192.0.2.91");
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("You must provide either an email or phone number and a password");
  });
});

describe("without SMTP", () => {
  it("'Mot de passe oublié' explains to use npm run admin:create, and sends nothing", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/auth-portal-secure`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.waitForURL(`${server.url}/auth-portal-secure/mot-de-passe-oublie`);
    await expect.poll(() => page.getByText("npm run admin:create").isVisible(), { timeout: 15_000 }).toBe(true);
    await eventually(() => page.getByRole("button", { name: "Envoyer le lien" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();

    const res = await fetch(`${server.url}/auth-portal-secure/mot-de-passe-oublie`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN.email }),
    });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("npm run admin:create");
    expect(await runSql(server, `select "id" from "verification" where "identifier" like 'reset-password:%'`)).toEqual([]);
  });
});

describe("npm run admin:create", () => {
  it("refuses a weak password, a malformed e-mail and missing arguments with clear messages and a non-zero exit", async () => {
    const weak = await runAdminCreate(server, ["--email", "nouveau@az-toiture.test", "--password", "court"]);
    expect(weak.code).not.toBe(0);
    expect(weak.stderr).toContain("Le mot de passe doit contenir au moins 10 caractères");

    const repetitive = await runAdminCreate(server, ["--email", "nouveau@az-toiture.test", "--password", "aaaaaaaaaaaa1"]);
    expect(repetitive.code).not.toBe(0);
    expect(repetitive.stderr).toContain("trop répétitif");

    const malformed = await runAdminCreate(server, ["--email", "pas-une-adresse", "--password", "Couvreur-zingueur-2025"]);
    expect(malformed.code).not.toBe(0);
    expect(malformed.stderr).toContain("Adresse email invalide");

    for (const args of [["--email", "nouveau@az-toiture.test"], ["--password", "Couvreur-zingueur-2025"], []]) {
      const missing = await runAdminCreate(server, args);
      expect(missing.code).not.toBe(0);
      expect(missing.stderr).toContain("You must provide either an email or phone number and a password");
    }
    expect(await runSql(server, `select "id" from "user" where "email" = ?`, ["nouveau@az-toiture.test"])).toEqual([]);
  });

  it("resets an administrator's password while the server runs, and ends that admin's sessions", async () => {
    const admin = { email: "reset@az-toiture.test", password: "Premier-mot-2024", name: "Avant Reset" };
    const created = await runAdminCreate(server, ["--email", admin.email, "--password", admin.password, "--name", admin.name]);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Administrateur créé : reset@az-toiture.test");
    const cookie = await signInCookie(server, admin);

    const reset = await runAdminCreate(server, ["--email", "Reset@AZ-toiture.test", "--password", "Second-mot-2025"]);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain("réinitialisé");
    expect((await fetch(`${server.url}/dashboard-management-panel`, { headers: { cookie }, redirect: "manual" })).status).toBe(
      302,
    );
    expect((await postSignIn(admin.email, admin.password, "192.0.2.120")).status).toBe(401);
    expect((await postSignIn(admin.email, "Second-mot-2025", "192.0.2.121")).status).toBe(302);
    const [row] = await runSql(server, `select "role", "name" from "user" where "email" = ?`, [admin.email]);
    expect(row).toEqual({ role: "admin", name: "Avant Reset" });
  });
});

describe("cookies over https", () => {
  it("are Secure (and __Secure- prefixed) when SITE_URL is https", async () => {
    // As deployed behind a TLS-terminating proxy: TRUST_PROXY and the proxy's forwarded headers.
    const https = await startServer({ SITE_URL: "https://admin.example.test", TRUST_PROXY: "1" });
    try {
      await createAdmin(https, ADMIN);
      const res = await fetch(`${https.url}/auth-portal-secure?index`, {
        method: "POST",
        redirect: "manual",
        headers: {
          origin: "https://admin.example.test",
          "x-forwarded-proto": "https",
          "x-forwarded-host": "admin.example.test:443",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(res.status, await res.clone().text()).toBe(302);
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    } finally {
      await https.stop();
    }
  });
});
