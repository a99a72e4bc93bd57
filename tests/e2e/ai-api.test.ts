/**
 * POST /api/generate-article through the real production server (Express,
 * compression, same-origin check, React Router) with the fake
 * OpenAI-compatible server on loopback: the stream really arrives piece by
 * piece, a client that disconnects aborts the provider request, refusals, and
 * the server's log output never contains the API key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestGeneration } from "~/features/ai/generate-client";
import { AI_MESSAGES } from "~/features/ai/messages";
import { createSseReader, type SseEvent } from "~/features/ai/sse";
import { createPostgresDatabase } from "../helpers/postgres";
import { DEFAULT_ARTICLE, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { createAdmin, signInCookie } from "./helpers/admin";
import { startServer, type TestServer } from "./helpers/server";

const API_KEY = "sk-e2e-api-0b9c8d7e6f5a4b3c";
const admin = { email: "redaction@example.fr", password: "un-mot-de-passe-solide" };

let fake: FakeOpenAI;
let server: TestServer;
let pg: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
  server = await startServer({
    DATABASE_URL: pg?.url ?? "",
    AI_BASE_URL: fake.url,
    AI_API_KEY: API_KEY,
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "2000",
  });
  await createAdmin(server, admin);
  cookie = await signInCookie(server, admin);
});
afterAll(async () => {
  await server?.stop();
  await pg?.drop();
  await fake?.close();
});
beforeEach(() => fake.reset());

function post(body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(`${server.url}/api/generate-article`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie, "accept-encoding": "gzip, br", ...headers },
    body: JSON.stringify(body),
    signal,
  });
}

describe("POST /api/generate-article over HTTP", () => {
  it("refuses a visitor (401), another origin (403) and GET (405)", async () => {
    const anonymous = await post({ prompt: "Gouttières", type: "article" }, { cookie: "" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, error: "Vous devez être connecté." });

    const foreign = await post({ prompt: "Gouttières", type: "article" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);

    const get = await fetch(`${server.url}/api/generate-article`, { headers: { cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(fake.requests).toHaveLength(0);
  });

  it("answers JSON", async () => {
    const response = await post({ prompt: "Entretien des gouttières (mot-clé principal: gouttière zinc)", type: "article" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, content: DEFAULT_ARTICLE, truncated: false });
  });

  it("streams: each piece reaches the client while the provider is still writing (no buffering by compression)", async () => {
    const chunks = ["# Zinguerie", "\n\nLe zinc ", "dure ", "longtemps ", "s'il est ", "bien posé."];
    fake.next({ kind: "stream", chunks, intervalMs: 250 });
    const started = Date.now();
    const response = await post({ prompt: "Zinguerie", type: "article" }, { accept: "text/event-stream" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBeNull();

    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const parser = createSseReader();
    const received: { event: SseEvent; at: number }[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true })))
        received.push({ event, at: Date.now() - started });
    }
    const deltas = received.filter((r) => r.event.event === "delta");
    expect(deltas.map((d) => (JSON.parse(d.event.data) as { text: string }).text)).toEqual(chunks);
    const last = received.at(-1)!;
    expect(last.event).toEqual({
      event: "done",
      data: JSON.stringify({ success: true, content: chunks.join(""), truncated: false }),
    });
    // the provider needs ≥ 1.5 s for the whole answer: the first piece came long before the end
    expect(last.at).toBeGreaterThanOrEqual(1_400);
    expect(deltas[0].at).toBeLessThan(last.at - 1_000);
  });

  it("a client that disconnects mid-stream makes the server abort the provider request", async () => {
    fake.next({ kind: "stream", chunks: Array.from({ length: 100 }, (_, i) => `morceau ${i} `), intervalMs: 100 });
    const controller = new AbortController();
    const response = await post({ prompt: "Zinguerie", type: "article" }, { accept: "text/event-stream" }, controller.signal);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const parser = createSseReader();
    let deltas = 0;
    while (deltas < 2) {
      const { value } = await reader.read();
      deltas += parser.push(decoder.decode(value, { stream: true })).filter((e) => e.event === "delta").length;
    }
    controller.abort();
    const started = Date.now();
    expect(await fake.requests[0].closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("a failure is success: false, logged by the server without the API key", async () => {
    fake.next({
      kind: "status",
      status: 401,
      body: JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}` } }),
    });
    const response = await post({ prompt: "Zinguerie", type: "article" });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      success: false,
      error: "le service IA a refusé l'accès (HTTP 401) : vérifiez AI_API_KEY",
    });
    await expect.poll(() => server.output()).toContain("AI generation failed");
    expect(server.output()).toContain("[clé masquée]");
    expect(server.output()).not.toContain(API_KEY);
  });
});

describe("requestGeneration (the editor's client) against the server", () => {
  const options = () => ({ url: `${server.url}/api/generate-article`, headers: { cookie, origin: server.url } });

  it("streams the pieces and resolves with the final content", async () => {
    fake.next({ kind: "stream", chunks: ["# Titre", "\n\nTexte ", "final."], intervalMs: 20 });
    const deltas: string[] = [];
    const outcome = await requestGeneration("Zinguerie", { ...options(), onDelta: (t) => deltas.push(t) });
    expect(outcome).toEqual({ success: true, content: "# Titre\n\nTexte final.", truncated: false });
    expect(deltas).toEqual(["# Titre", "\n\nTexte ", "final."]);
  });

  it("resolves with the server's French error for refusals and provider failures", async () => {
    expect(await requestGeneration("  ", options())).toEqual({ success: false, error: AI_MESSAGES.topicRequired });
    expect(await requestGeneration("Zinguerie", { ...options(), headers: { origin: server.url } })).toEqual({
      success: false,
      error: "Vous devez être connecté.",
    });
    expect(
      (await requestGeneration("Zinguerie", { ...options(), headers: { cookie, origin: "https://evil.example" } })).error,
    ).toMatch(/^Requête refusée : elle ne provient pas de ce site/);
    fake.next({ kind: "status", status: 500 });
    expect(await requestGeneration("Zinguerie", options())).toEqual({
      success: false,
      error: "le service IA est en erreur (HTTP 500)",
    });
  });

  it("cancelled: resolves as cancelled and the provider request is closed", async () => {
    fake.next({ kind: "stream", chunks: Array.from({ length: 100 }, (_, i) => `morceau ${i} `), intervalMs: 100 });
    const controller = new AbortController();
    const outcome = await requestGeneration("Zinguerie", {
      ...options(),
      signal: controller.signal,
      onDelta: () => controller.abort(),
    });
    expect(outcome).toEqual({ success: false, error: "génération annulée", cancelled: true });
    expect(await fake.requests[0].closed).toBe(true);
  });
});
