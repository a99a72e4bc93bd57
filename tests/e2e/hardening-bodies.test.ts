/**
 * Request bodies are bounded before anything reads them: a 60 MB post to a
 * sign-in or form page, to an auth endpoint or to the article editor is
 * refused with 413 (a signed-out visitor is refused by the admin before any
 * byte of the body is read), the server's memory barely moves and the site
 * keeps answering. A body a page cannot read (JSON, broken multipart) is a
 * 400 logged as a warning, not a 500.
 */
import http from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { signedInAdmin, type SignedInAdmin } from "./helpers/admin";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let admin: SignedInAdmin;

beforeAll(async () => {
  server = await startServer();
  admin = await signedInAdmin(server, "bodies@az-toiture.test", "Admin Corps");
});
afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;
const ATTACK_BYTES = 60 * MB;
const WRITE = "/dashboard-management-panel/write";

interface Answer {
  /** null when the connection was cut before any answer */
  status: number | null;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Posts `bytes` bytes of a urlencoded form field, with a declared length or
 * chunked, as fast as the server takes them, and resolves with the answer
 * (write errors after the answer are the server closing the connection).
 */
function postHuge(path: string, options: { bytes: number; chunked: boolean; cookie?: string }): Promise<Answer> {
  return new Promise((resolve) => {
    const url = new URL(path, server.url);
    const headers: http.OutgoingHttpHeaders = {
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    };
    if (!options.chunked) headers["content-length"] = String(options.bytes);
    // a keep-alive connection, as browsers use (without one, Node ends the connection right after the answer)
    const agent = new http.Agent({ keepAlive: true });
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: url.pathname + url.search,
      headers,
      agent,
    });
    let settled = false;
    const settle = (answer: Answer) => {
      if (settled) return;
      settled = true;
      req.destroy();
      agent.destroy();
      resolve(answer);
    };
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => settle({ status: res.statusCode ?? null, headers: res.headers, body }));
      res.on("error", () => settle({ status: res.statusCode ?? null, headers: res.headers, body }));
      res.on("close", () => settle({ status: res.statusCode ?? null, headers: res.headers, body }));
    });
    // A write can fail (the server answered and closes) before the answer is read: whatever the server sent is
    // read by the time the request closes, so only a request closed without any answer counts as cut.
    req.on("error", () => req.once("close", () => answered || settle({ status: null, headers: {}, body: "" })));
    const chunk = Buffer.alloc(64 * 1024, "a");
    const head = Buffer.from("email=");
    let sent = 0;
    const pump = () => {
      while (sent < options.bytes && !settled && !req.destroyed) {
        const part = sent === 0 ? Buffer.concat([head, chunk]).subarray(0, chunk.length) : chunk;
        const piece = part.subarray(0, Math.min(part.length, options.bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (sent >= options.bytes && !req.destroyed) req.end();
    };
    pump();
  });
}

function vmKb(field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
}

/** Resets the peak resident size of the server process (Linux clear_refs), so VmHWM is the peak from now on. */
function resetPeak(): boolean {
  try {
    writeFileSync(`/proc/${server.process.pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

describe("oversized bodies", () => {
  it("answers 413 (401 or the sign-in page to a signed-out visitor of the admin) to 60 MB posts, without the server's memory growing", async () => {
    const targets: { path: string; cookie?: string; expected: number[] }[] = [
      { path: "/auth-portal-secure?index", expected: [413] },
      { path: "/auth-portal-secure/verification", expected: [413] },
      { path: "/auth-portal-secure/mot-de-passe-oublie", expected: [413] },
      { path: "/auth-portal-secure/nouveau-mot-de-passe", expected: [413] },
      { path: WRITE, expected: [401, 302, 303] },
      { path: WRITE, cookie: admin.cookie, expected: [413] },
    ];
    const rssBefore = vmKb("VmRSS");
    const peakReset = resetPeak();
    const health: number[] = [];
    const results: { target: (typeof targets)[number]; answers: Answer[] }[] = [];
    for (const target of targets) {
      const healthy = fetch(`${server.url}/healthz`).then((res) => health.push(res.status));
      const answers = await Promise.all([
        postHuge(target.path, { bytes: ATTACK_BYTES, chunked: false, cookie: target.cookie }),
        postHuge(target.path, { bytes: ATTACK_BYTES, chunked: true, cookie: target.cookie }),
      ]);
      await healthy;
      results.push({ target, answers });
    }
    const rssAfter = vmKb("VmRSS");
    const peak = peakReset ? vmKb("VmHWM") : rssAfter;
    const growthMb = (Math.max(peak, rssAfter) - rssBefore) / 1024;
    console.info(
      `server RSS: before ${(rssBefore / 1024).toFixed(0)} MB, after ${(rssAfter / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB during ${targets.length * 2} posts of 60 MB (growth ${growthMb.toFixed(1)} MB)`,
    );
    for (const { target, answers } of results) {
      for (const [i, answer] of answers.entries()) {
        const label = `${target.path} ${target.cookie ? "signed in" : "signed out"} ${i === 0 ? "content-length" : "chunked"}`;
        expect(target.expected, `${label}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
        if (answer.status === 413 && target.path.startsWith("/api/")) {
          expect(answer.headers["content-type"], label).toMatch(/^application\/json/);
          expect(JSON.parse(answer.body), label).toMatchObject({
            success: false,
            error: expect.stringContaining("trop volumineu"),
          });
        } else if (answer.status === 413) {
          expect(answer.headers["content-type"], label).toMatch(/^text\/html/);
          expect(answer.body, label).toContain("Envoi trop volumineux");
          expect(answer.body, label).toContain('lang="fr"');
        } else if (answer.status === 302 || answer.status === 303) {
          expect(answer.headers.location, label).toMatch(/^\/auth-portal-secure(\?|$)/);
        }
      }
    }
    expect(growthMb).toBeLessThan(50);
    expect(health).toEqual(targets.map(() => 200));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("still takes a normal sign-in form and a long article on the same connection rules", async () => {
    const wrong = await fetch(`${server.url}/auth-portal-secure?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "personne@az-toiture.test", password: "pas-le-bon-mot-de-passe" }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Email ou mot de passe incorrect");

    // the longest content the rules accept, in characters that weigh the most once urlencoded
    const longest = await fetch(`${server.url}${WRITE}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ title: "Le plus long article permis", content: "é".repeat(200_000), intent: "draft" }),
    });
    expect(
      longest.status,
      await longest
        .clone()
        .text()
        .then((t) => t.slice(0, 300)),
    ).toBe(302);
    expect(longest.headers.get("location")).toBe("/dashboard-management-panel/articles");
  });
});

describe("bodies a page cannot read", () => {
  const FORM_PAGES = [
    "/auth-portal-secure?index",
    "/auth-portal-secure/verification",
    "/auth-portal-secure/mot-de-passe-oublie",
    "/auth-portal-secure/nouveau-mot-de-passe",
    WRITE,
  ];
  const BROKEN_MULTIPART = '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc';

  it("answers 400 in French to JSON or broken multipart sent to a form page, and logs a warning, not an error", async () => {
    const logStart = server.output().length;
    for (const path of FORM_PAGES) {
      for (const [contentType, body] of [
        ["application/json", JSON.stringify({ email: "x@example.fr", password: "y" })],
        ["multipart/form-data; boundary=XYZ", BROKEN_MULTIPART],
        ["multipart/form-data", "pas de frontière"],
        ["text/plain", "email=x"],
      ] as const) {
        for (const suffix of ["", ".data"]) {
          const url = path.includes("?") ? path.replace("?", `${suffix}?`) : `${path}${suffix}`;
          const res = await fetch(`${server.url}${url}`, {
            method: "POST",
            redirect: "manual",
            headers: { origin: server.url, cookie: admin.cookie, "content-type": contentType, accept: "text/html" },
            body,
          });
          const text = await res.text();
          expect(res.status, `${url} ${contentType}: ${text.slice(0, 200)}`).toBe(400);
          expect(text, url).toContain("Requête invalide");
        }
      }
    }
    const logLines = () =>
      server
        .output()
        .slice(logStart)
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { level: number; msg: string; path?: string });
    const refusals = FORM_PAGES.length * 4 * 2;
    await expect.poll(() => logLines().filter((l) => l.level === 40 && l.msg === "request body refused").length).toBe(refusals);
    expect(logLines().filter((l) => l.level >= 50)).toEqual([]);
  });

  it("reads an empty post as an empty form (the page's own 400), not a server error", async () => {
    const res = await fetch(`${server.url}/auth-portal-secure?index`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(AUTH_MESSAGES.missingCredentials);
  });
});
