/**
 * POST /api/generate-article (its handler, called with real Requests) on a real
 * database with a real better-auth session, against the fake OpenAI-compatible
 * server on loopback: auth, validation, JSON and SSE answers, every provider
 * failure as `success: false` with a French message, cancellation, the
 * per-user rate limit, and logs without the API key.
 *
 * Each engine gets its own module graph (vi.resetModules) because the auth
 * instance and the database are process-wide singletons.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
// Types only: the modules themselves are imported afresh for each engine.
import type * as EnvModule from "~/config/env.server";
import { AI_PROMPT_MAX_LENGTH } from "~/config/constants";
import type * as DbModule from "~/db/client.server";
import type * as GenerateModule from "~/features/ai/generate.server";
import type * as AuthModule from "~/features/auth/auth.server";
import type * as LoggerModule from "~/lib/logger.server";
import type * as RateLimitModule from "~/lib/rate-limit.server";
import { AI_MESSAGES } from "~/features/ai/messages";
import { buildPrompt } from "~/features/ai/prompt";
import { createSseReader, type SseEvent } from "~/features/ai/sse";
import { DEFAULT_ARTICLE, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { captureLogs } from "./helpers/capture-logs";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const API_KEY = "sk-endpoint-test-5c8e2a7f9b1d3e6a";
const SITE = "http://127.0.0.1:3999";
const PASSWORD = "mot-de-passe-solide-42";

type Modules = {
  generate: typeof GenerateModule;
  env: typeof EnvModule;
  auth: typeof AuthModule;
  db: typeof DbModule;
  rateLimit: typeof RateLimitModule;
  logger: typeof LoggerModule;
};

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

interface CallOptions {
  cookie?: string | null;
  stream?: "accept" | "query";
  signal?: AbortSignal;
  raw?: string;
}

describe.each(TEST_ENGINES)("POST /api/generate-article on %s", (kind) => {
  let t: TestDatabase;
  let m: Modules;
  let cookie: string;
  let logs: ReturnType<typeof captureLogs>;

  async function signIn(email: string): Promise<string> {
    const auth = m.auth.getAuth();
    await auth.api.createUser({ body: { email, password: PASSWORD, name: "Admin", role: "admin" } });
    const response = await auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true });
    expect(response.ok).toBe(true);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  function call(body: unknown, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json", origin: SITE };
    const auth = options.cookie === undefined ? cookie : options.cookie;
    if (auth) headers.cookie = auth;
    if (options.stream === "accept") headers.accept = "text/event-stream";
    const url = `${SITE}/api/generate-article${options.stream === "query" ? "?stream=1" : ""}`;
    const request = new Request(url, {
      method: "POST",
      headers,
      body: options.raw ?? JSON.stringify(body),
      signal: options.signal,
    });
    return m.generate.handleGenerateArticle(request);
  }

  async function events(response: Response): Promise<SseEvent[]> {
    const parser = createSseReader();
    const text = await response.text();
    return [...parser.push(text), ...parser.end()];
  }

  function withEnv(values: Record<string, string>): () => void {
    const saved = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
    Object.assign(process.env, values);
    m.env.resetEnvForTests();
    return () => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      m.env.resetEnvForTests();
    };
  }

  beforeAll(async () => {
    t = await useTestDatabase(kind, {
      AI_BASE_URL: fake.url,
      AI_API_KEY: API_KEY,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "500",
      AI_RATE_LIMIT_PER_HOUR: "100",
      SITE_NAME: "Zinguerie Test & Fils",
    });
    vi.resetModules();
    m = {
      generate: await import("~/features/ai/generate.server"),
      env: await import("~/config/env.server"),
      auth: await import("~/features/auth/auth.server"),
      db: await import("~/db/client.server"),
      rateLimit: await import("~/lib/rate-limit.server"),
      logger: await import("~/lib/logger.server"),
    };
    cookie = await signIn(`admin-${kind}@example.fr`);
  });
  afterAll(async () => {
    await m?.db.closeDatabase();
    await t?.cleanup();
  });
  beforeEach(() => {
    fake.reset();
    logs = captureLogs(m.logger.logger);
  });
  afterEach(() => {
    logs.restore();
    expect(logs.text()).not.toContain(API_KEY);
  });

  describe("refusals", () => {
    it("401 without a session, and the provider is not called", async () => {
      for (const c of [null, "better-auth.session_token=forged.value"]) {
        const response = await call({ prompt: "Gouttières", type: "article" }, { cookie: c });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ success: false, error: "Vous devez être connecté." });
      }
      expect(fake.requests).toHaveLength(0);
    });

    it("400 with a French error for a wrong body", async () => {
      const cases: [CallOptions & { body?: unknown }, string][] = [
        [{ raw: "{pas du json" }, AI_MESSAGES.invalidRequest],
        [{ body: ["tableau"] }, AI_MESSAGES.invalidRequest],
        [{ body: { type: "article" } }, AI_MESSAGES.topicRequired],
        [{ body: { prompt: "   ", type: "article" } }, AI_MESSAGES.topicRequired],
        [{ body: { prompt: "x".repeat(AI_PROMPT_MAX_LENGTH + 1), type: "article" } }, AI_MESSAGES.promptTooLong],
        [{ body: { prompt: "Gouttières", type: "page" } }, AI_MESSAGES.unsupportedType],
        [{ body: { prompt: "Gouttières" } }, AI_MESSAGES.unsupportedType],
      ];
      for (const [options, error] of cases) {
        const response = await call(options.body, options);
        expect(response.status, error).toBe(400);
        expect(await response.json()).toEqual({ success: false, error });
      }
      expect(fake.requests).toHaveLength(0);
    });

    it("413 for an oversized body", async () => {
      const response = await call({ prompt: "x".repeat(20_000), type: "article" });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ success: false, error: "Requête de génération trop volumineuse" });
    });

    it("not configured: success false with what to set, in JSON and when a stream is asked for", async () => {
      const restore = withEnv({ AI_BASE_URL: "", AI_API_KEY: "", AI_MODEL: "" });
      try {
        for (const stream of [undefined, "accept"] as const) {
          const response = await call({ prompt: "Gouttières", type: "article" }, { stream });
          expect(response.status).toBe(503);
          const body = (await response.json()) as { success: boolean; error: string };
          expect(body).toEqual({
            success: false,
            error: "le service IA n'est pas configuré (définissez AI_BASE_URL, AI_API_KEY et AI_MODEL)",
          });
          expect(AI_MESSAGES.failure(body.error)).toBe(
            "Erreur lors de la génération: le service IA n'est pas configuré (définissez AI_BASE_URL, AI_API_KEY et AI_MODEL)",
          );
        }
      } finally {
        restore();
      }
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe("JSON answer", () => {
    it("generates: the system prompt names the business, the user message carries topic and keyword", async () => {
      const prompt = buildPrompt("Entretien des gouttières", "gouttière zinc");
      const response = await call({ prompt, type: "article" });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ success: true, content: DEFAULT_ARTICLE, truncated: false });
      const sent = fake.requests[0].body;
      expect(sent.model).toBe("fake-model");
      expect(sent.stream).toBe(false);
      expect(sent.max_tokens).toBe(4096);
      expect(sent.messages?.[0]).toMatchObject({ role: "system" });
      expect(sent.messages?.[0].content).toContain("Zinguerie Test & Fils");
      expect(sent.messages?.[1]).toEqual({
        role: "user",
        content: "Rédige un article de blog sur le sujet suivant : Entretien des gouttières (mot-clé principal: gouttière zinc)",
      });
    });

    it("turns every provider failure into success: false with a French message", async () => {
      const cases: [Parameters<FakeOpenAI["next"]>[0], number, string][] = [
        [{ kind: "status", status: 500 }, 502, "le service IA est en erreur (HTTP 500)"],
        [
          { kind: "status", status: 429, headers: { "retry-after": "30" } },
          502,
          "le service IA limite le nombre de requêtes (HTTP 429), réessayez dans 30 s",
        ],
        [{ kind: "hang" }, 504, "le service IA n'a pas répondu dans le délai imparti (1 s)"],
        [
          { kind: "raw", contentType: "application/json", body: "<html>oops" },
          502,
          "la réponse du service IA est illisible (JSON invalide)",
        ],
        [{ kind: "json", content: "   " }, 502, "le service IA a renvoyé un contenu vide"],
      ];
      for (const [scenario, status, error] of cases) {
        fake.next(scenario);
        const response = await call({ prompt: "Gouttières", type: "article" });
        expect(response.status, error).toBe(status);
        expect(await response.json()).toEqual({ success: false, error });
      }
      expect(logs.text()).toContain("AI generation failed");
    });

    it("the caller going away aborts the provider request", async () => {
      fake.next({ kind: "json", content: DEFAULT_ARTICLE, delayMs: 3_000 });
      const caller = new AbortController();
      const pending = call({ prompt: "Gouttières", type: "article" }, { signal: caller.signal });
      await fake.waitForRequest(1);
      caller.abort();
      const response = await pending;
      expect(await response.json()).toEqual({ success: false, error: "génération annulée" });
      expect(await fake.requests[0].closed).toBe(true);
    });
  });

  describe("streamed answer (server-sent events)", () => {
    it("sends the text as it arrives, then the final content (Accept header or ?stream=1)", async () => {
      for (const stream of ["accept", "query"] as const) {
        fake.reset();
        fake.next({ kind: "stream", chunks: ["# Titre", "\n\nPremier ", "paragraphe."], intervalMs: 10 });
        const response = await call({ prompt: "Gouttières", type: "article" }, { stream });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
        const received = await events(response);
        expect(received).toEqual([
          { event: "delta", data: JSON.stringify({ text: "# Titre" }) },
          { event: "delta", data: JSON.stringify({ text: "\n\nPremier " }) },
          { event: "delta", data: JSON.stringify({ text: "paragraphe." }) },
          { event: "done", data: JSON.stringify({ success: true, content: "# Titre\n\nPremier paragraphe.", truncated: false }) },
        ]);
        expect(fake.requests[0].body.stream).toBe(true);
      }
    });

    it("ends with an error event for each provider failure", async () => {
      const cases: [Parameters<FakeOpenAI["next"]>[0], string][] = [
        [{ kind: "status", status: 500 }, "le service IA est en erreur (HTTP 500)"],
        [
          { kind: "status", status: 429 },
          "le service IA limite le nombre de requêtes (HTTP 429), réessayez dans quelques minutes",
        ],
        [
          { kind: "stream", chunks: ["# Titre", "\nsuite"], stallAfter: 1 },
          "le service IA n'a pas répondu dans le délai imparti (1 s)",
        ],
        [
          { kind: "stream", chunks: ["# Titre"], extra: ["data: {cassé\n\n"] },
          "la réponse du service IA est illisible (morceau de flux JSON invalide)",
        ],
        [{ kind: "stream", chunks: [" "] }, "le service IA a renvoyé un contenu vide"],
      ];
      for (const [scenario, error] of cases) {
        fake.next(scenario);
        const response = await call({ prompt: "Gouttières", type: "article" }, { stream: "accept" });
        expect(response.status).toBe(200);
        const received = await events(response);
        expect(received.at(-1), error).toEqual({ event: "error", data: JSON.stringify({ success: false, error }) });
        expect(received.filter((e) => e.event === "done")).toEqual([]);
      }
    });

    it("the reader cancelling (the browser's 'Annuler') closes the provider stream", async () => {
      fake.next({ kind: "stream", chunks: Array.from({ length: 200 }, (_, i) => `morceau ${i} `), intervalMs: 30 });
      const response = await call({ prompt: "Gouttières", type: "article" }, { stream: "accept" });
      const reader = response.body!.getReader();
      const parser = createSseReader();
      const decoder = new TextDecoder();
      let deltas = 0;
      while (deltas < 2) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        deltas += parser.push(decoder.decode(value, { stream: true })).filter((e) => e.event === "delta").length;
      }
      await reader.cancel();
      expect(await fake.requests[0].closed).toBe(true);
      await vi.waitFor(() => expect(logs.text()).toContain("AI generation cancelled"));
    });

    it("the request being aborted (the connection dropped) closes the provider stream", async () => {
      fake.next({ kind: "stream", chunks: Array.from({ length: 200 }, (_, i) => `morceau ${i} `), intervalMs: 30 });
      const caller = new AbortController();
      const response = await call({ prompt: "Gouttières", type: "article" }, { stream: "accept", signal: caller.signal });
      await fake.waitForRequest(1);
      caller.abort();
      expect(await fake.requests[0].closed).toBe(true);
      const received = await events(response).catch(() => []);
      expect(received.filter((e) => e.event === "done")).toEqual([]);
    });
  });

  describe("per-user rate limit", () => {
    it("refuses beyond AI_RATE_LIMIT_PER_HOUR per user with 429 and Retry-After; other users are not affected", async () => {
      const limited = await signIn(`limited-${kind}@example.fr`);
      const restore = withEnv({ AI_RATE_LIMIT_PER_HOUR: "2" });
      try {
        for (let i = 0; i < 2; i++) {
          expect((await call({ prompt: "Gouttières", type: "article" }, { cookie: limited })).status).toBe(200);
        }
        const refused = await call({ prompt: "Gouttières", type: "article" }, { cookie: limited });
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        const body = (await refused.json()) as { success: boolean; error: string };
        expect(body.success).toBe(false);
        expect(body.error).toMatch(/^trop de générations \(2 par heure au plus\), réessayez dans \d+ (min|s|h)/);
        expect(fake.requests).toHaveLength(2);
        // invalid requests do not count and are still told what is wrong
        expect((await call({ prompt: "", type: "article" }, { cookie: limited })).status).toBe(400);

        const other = await signIn(`other-${kind}@example.fr`);
        expect((await call({ prompt: "Gouttières", type: "article" }, { cookie: other })).status).toBe(200);
      } finally {
        restore();
      }
    });

    it("hitRateLimit: fixed windows, exact under concurrency", async () => {
      const { hitRateLimit } = m.rateLimit;
      const hour = 3_600_000;
      const t0 = 1_700_000_000_000 - (1_700_000_000_000 % hour);
      const key = `test-${kind}-${Date.now()}`;
      const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(key, 5, hour, { now: t0 + 1_000 })));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      expect(results.map((r) => r.remaining).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]);
      expect(results.find((r) => !r.allowed)?.retryAfterS).toBe(3599);
      // the next window starts again from one
      expect(await hitRateLimit(key, 5, hour, { now: t0 + hour + 5 })).toMatchObject({ allowed: true, remaining: 4 });
    });
  });
});
