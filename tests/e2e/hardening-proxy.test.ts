/**
 * Behind a proxy that appends the address it sees to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for, most load balancers), TRUST_PROXY=1 makes that
 * appended address the client's: a client that writes its own
 * X-Forwarded-For still hits the lead and sign-in limits, and the admin's
 * device list shows its real address. TRUST_PROXY=true, a count above 5 and
 * ranges such as 0.0.0.0/0 are refused at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_MESSAGES } from "~/features/leads/copy";
import { createAdmin, inOneRateWindow, runSql } from "./helpers/admin";
import { postFrom } from "./helpers/post-from";
import { startTestProxy, type TestProxy } from "./helpers/proxy";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let proxy: TestProxy;
const ADMIN = { email: "proxy@az-toiture.test", password: "Zinc-et-ardoise-2024", name: "Admin Proxy" };

beforeAll(async () => {
  proxy = await startTestProxy();
  // the default limits: 10 leads an hour and 5 sign-ins a minute per address
  server = await startServer({ TRUST_PROXY: "1", SITE_URL: proxy.url });
  proxy.forwardTo([{ name: "site", url: server.url }]);
  await createAdmin(server, ADMIN);
});
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
});

/** A client on this machine that names itself 6.6.6.n in X-Forwarded-For. */
const forged = (n: number) => ({ origin: proxy.url, "x-forwarded-for": `6.6.6.${n}` });

describe("behind an appending proxy with TRUST_PROXY=1", () => {
  it("shows the address the proxy saw, not the forged one, in the admin's device list", async () => {
    const res = await fetch(`${proxy.url}/auth-portal-secure?index`, {
      method: "POST",
      redirect: "manual",
      headers: { ...forged(6), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(res.status).toBe(302);
    const sessions = await runSql(server, 'select "ipAddress" from "session"');
    expect(sessions.map((s) => s.ipAddress)).toEqual(["127.0.0.1"]);
  });

  it("refuses the 11th lead of the hour whatever X-Forwarded-For the client writes", async () => {
    // This client connects from 127.0.0.1 (127.0.0.2, … on a retry: a fresh hourly counter).
    await inOneRateWindow(60 * 60_000, async (attempt) => {
      const statuses: number[] = [];
      let last: { message?: string | null } = {};
      for (let n = 1; n <= 11; n++) {
        const res = await postFrom(
          `127.0.0.${1 + attempt}`,
          `${proxy.url}/api/leads/contact`,
          { ...forged(n), accept: "application/json" },
          {
            prenom: "Faux",
            nom: `Client${n}`,
            telephone: "0600000000",
            email: `faux${n}@example.fr`,
            projet: "autre",
            description: `Demande ${n} sous une fausse adresse.`,
          },
        );
        statuses.push(res.status);
        last = JSON.parse(res.body) as { message?: string | null };
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect(last.message).toBe(LEAD_MESSAGES.rateLimited);
    });
  });

  it("throttles sign-ins by address whatever X-Forwarded-For the client writes (5 a minute, on as many e-mails)", async () => {
    // This client connects from 127.0.0.11 (127.0.0.12, … on a retry: a fresh counter).
    await inOneRateWindow(60_000, async (attempt) => {
      const statuses: number[] = [];
      for (let n = 1; n <= 6; n++) {
        const res = await postFrom(`127.0.0.${11 + attempt}`, `${proxy.url}/auth-portal-secure?index`, forged(n), {
          email: `inconnu${n}@az-toiture.test`,
          password: "pas-le-bon-mot-de-passe",
        });
        statuses.push(res.status);
        if (n === 6) expect(res.body).toContain("Trop de tentatives");
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
});

describe("connections from a proxy", () => {
  it("are kept open for 125 s between requests and say so, longer than nginx (60 s) and Caddy (2 min) keep their own", async () => {
    // so the proxy gives up an idle connection first; Node's default, 5 s, let it reuse one the server was closing
    for (const path of ["/", "/devis-gratuit"]) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      expect(res.headers.get("connection")).toBe("keep-alive");
      expect(res.headers.get("keep-alive")).toBe("timeout=125");
    }
  });
});

describe("TRUST_PROXY that would believe the client", () => {
  it("stops the server at start-up with a message naming the variable: true, a count beyond any real chain, the whole internet", async () => {
    await expect(startServer({ TRUST_PROXY: "true" })).rejects.toThrow(
      /TRUST_PROXY: 'true' would let any client choose its address/,
    );
    await expect(startServer({ TRUST_PROXY: "999" })).rejects.toThrow(/TRUST_PROXY: 999 proxies is more than any real chain/);
    await expect(startServer({ TRUST_PROXY: "0.0.0.0/0" })).rejects.toThrow(
      /TRUST_PROXY: must be a number of proxies[^\n]*not understood: 0\.0\.0\.0\/0/,
    );
  });
});
