/**
 * The Chat Completions client against a real OpenAI-compatible HTTP server on
 * loopback (tests/helpers/fake-openai.ts): answers, streams, every failure,
 * timeouts, cancellation (the upstream connection is really closed), length
 * caps, and logs without the API key.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AiProviderConfig } from "~/features/ai/provider-config.server";
import { AiProviderError } from "~/features/ai/provider-errors";
import { generateCompletion, streamCompletion, type ChatMessage } from "~/features/ai/provider.server";
import { DEFAULT_ARTICLE, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { closedPort } from "../helpers/ports";
import { captureLogs } from "./helpers/capture-logs";

const API_KEY = "sk-test-7f3a9c1e5b2d4f6a8c0e";
const messages: ChatMessage[] = [
  { role: "system", content: "Tu es rédacteur." },
  { role: "user", content: "Rédige un article sur les gouttières" },
];

let fake: FakeOpenAI;
let logs: ReturnType<typeof captureLogs>;
const config = (over: Partial<AiProviderConfig> = {}): AiProviderConfig => ({
  baseUrl: fake.url,
  apiKey: API_KEY,
  model: "fake-model",
  timeoutMs: 2_000,
  maxTokens: 1234,
  maxChars: 60_000,
  ...over,
});

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

function collect() {
  const deltas: string[] = [];
  return { deltas, onDelta: (t: string) => void deltas.push(t) };
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  logs = captureLogs();
});
afterEach(() => {
  logs.restore();
  expect(logs.text()).not.toContain(API_KEY);
});

describe("non-streamed completion", () => {
  it("sends an OpenAI Chat Completions request and returns the article", async () => {
    const result = await generateCompletion(config(), messages);
    expect(result).toEqual({ content: DEFAULT_ARTICLE, truncated: false, finishReason: "stop" });
    const [request] = fake.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({ model: "fake-model", messages, max_tokens: 1234, stream: false });
    expect(logs.text()).toContain("AI generation done");
  });

  it("maps HTTP 500 to a French message with the status", async () => {
    fake.next({ kind: "status", status: 500 });
    const error = await failure(generateCompletion(config(), messages));
    expect(error.code).toBe("http");
    expect(error.message).toBe("le service IA est en erreur (HTTP 500)");
    expect(logs.text()).toMatch(/AI generation failed.*|"status":500/);
  });

  it("maps 429 to 'rate limited by the provider' with the wait it asks for", async () => {
    fake.next({
      kind: "status",
      status: 429,
      headers: { "retry-after": "120" },
      body: '{"error":{"message":"Rate limit reached"}}',
    });
    const error = await failure(generateCompletion(config(), messages));
    expect(error.code).toBe("rate_limited");
    expect(error.message).toBe("le service IA limite le nombre de requêtes (HTTP 429), réessayez dans 2 min");
    expect(error.retryAfterS).toBe(120);
  });

  it("maps 401 to a key problem, and never repeats or logs the key the provider echoes", async () => {
    fake.next({
      kind: "status",
      status: 401,
      body: JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}.` } }),
    });
    const error = await failure(generateCompletion(config(), messages));
    expect(error.code).toBe("auth");
    expect(error.message).toBe("le service IA a refusé l'accès (HTTP 401) : vérifiez AI_API_KEY");
    expect(logs.text()).toContain("Incorrect API key provided: [clé masquée].");
  });

  it("adds the provider's explanation to a 4xx (model not found)", async () => {
    fake.next({ kind: "status", status: 404, body: '{"error":{"message":"model \\"llama9\\" not found"}}' });
    const error = await failure(generateCompletion(config(), messages));
    expect(error.message).toBe(
      'adresse ou modèle introuvable (HTTP 404) : vérifiez AI_BASE_URL et AI_MODEL : model "llama9" not found',
    );
  });

  it("times out when the provider never answers, and closes the connection", async () => {
    fake.next({ kind: "hang" });
    const started = Date.now();
    const error = await failure(generateCompletion(config({ timeoutMs: 300 }), messages));
    expect(error.code).toBe("timeout");
    expect(error.message).toBe("le service IA n'a pas répondu dans le délai imparti (1 s)");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await fake.requests[0].closed).toBe(true);
  });

  it("times out when the headers come but the body never does", async () => {
    fake.next({ kind: "hang", headers: true });
    const error = await failure(generateCompletion(config({ timeoutMs: 300 }), messages));
    expect(error.code).toBe("timeout");
    expect(await fake.requests[0].closed).toBe(true);
  });

  it("refuses malformed JSON", async () => {
    fake.next({ kind: "raw", contentType: "application/json", body: '{"choices": [' });
    const error = await failure(generateCompletion(config(), messages));
    expect(error.code).toBe("malformed");
    expect(error.message).toBe("la réponse du service IA est illisible (JSON invalide)");
  });

  it("refuses JSON that is not a completion", async () => {
    fake.next({ kind: "raw", contentType: "application/json", body: '{"choices": []}' });
    expect((await failure(generateCompletion(config(), messages))).code).toBe("malformed");
    fake.next({ kind: "raw", contentType: "application/json", body: '{"choices": [{"message": {"content": 42}}]}' });
    expect((await failure(generateCompletion(config(), messages))).code).toBe("malformed");
  });

  it("refuses empty content (empty, whitespace, null, only a reasoning block)", async () => {
    for (const content of ["", "  \n ", null, "<think>hmm</think>\n"]) {
      fake.next({ kind: "json", content });
      const error = await failure(generateCompletion(config(), messages));
      expect(error.code).toBe("empty");
      expect(error.message).toBe("le service IA a renvoyé un contenu vide");
    }
  });

  it("reports a refusal of the model", async () => {
    fake.next({ kind: "json", content: null, refusal: "I can't help with that." });
    const error = await failure(generateCompletion(config(), messages));
    expect(error.message).toBe("le modèle a refusé de répondre : I can't help with that.");
  });

  it("reports an error object sent with status 200", async () => {
    fake.next({ kind: "raw", contentType: "application/json", body: '{"error":{"message":"context length exceeded"}}' });
    const error = await failure(generateCompletion(config(), messages));
    expect(error.message).toBe("le service IA a signalé une erreur : context length exceeded");
  });

  it("says when the service cannot be reached", async () => {
    const port = await closedPort();
    const error = await failure(generateCompletion(config({ baseUrl: `http://127.0.0.1:${port}/v1` }), messages));
    expect(error.code).toBe("network");
    expect(error.message).toBe("impossible de joindre le service IA (ECONNREFUSED)");
  });

  it("marks an answer cut by max_tokens, and cuts an overlong one at the character cap", async () => {
    fake.next({ kind: "json", content: "# Titre\n\nDébut", finishReason: "length" });
    expect(await generateCompletion(config(), messages)).toMatchObject({ content: "# Titre\n\nDébut", truncated: true });
    fake.next({ kind: "json", content: `# Titre\n\n${"mot ".repeat(100)}` });
    const capped = await generateCompletion(config({ maxChars: 50 }), messages);
    expect(capped.truncated).toBe(true);
    expect(capped.content.length).toBeLessThanOrEqual(50);
  });

  it("refuses an answer far beyond the cap without reading it all", async () => {
    fake.next({ kind: "raw", contentType: "application/json", body: "x".repeat(200_000) });
    const error = await failure(generateCompletion(config({ maxChars: 1_000 }), messages));
    expect(error.code).toBe("too_large");
  });

  it("removes a reasoning block and a fence around the whole article", async () => {
    fake.next({ kind: "json", content: "<think>Plan…</think>\n```markdown\n# Titre\n\nTexte\n```" });
    expect((await generateCompletion(config(), messages)).content).toBe("# Titre\n\nTexte");
  });

  it("retries with max_completion_tokens when the model asks for it, and remembers", async () => {
    fake.handler = (request) =>
      request.body.max_tokens !== undefined
        ? {
            kind: "status",
            status: 400,
            body: JSON.stringify({
              error: {
                message:
                  "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
              },
            }),
          }
        : undefined;
    const c = config({ model: "o-fake" });
    expect((await generateCompletion(c, messages)).content).toBe(DEFAULT_ARTICLE);
    expect(fake.requests.map((r) => [r.body.max_tokens, r.body.max_completion_tokens])).toEqual([
      [1234, undefined],
      [undefined, 1234],
    ]);
    await generateCompletion(c, messages);
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[2].body.max_completion_tokens).toBe(1234);
  });

  it("aborts the upstream request when the caller cancels", async () => {
    fake.next({ kind: "json", content: DEFAULT_ARTICLE, delayMs: 5_000 });
    const caller = new AbortController();
    const pending = generateCompletion(config(), messages, { signal: caller.signal });
    await fake.waitForRequest(1);
    caller.abort();
    const error = await failure(pending);
    expect(error.code).toBe("cancelled");
    expect(error.message).toBe("génération annulée");
    expect(await fake.requests[0].closed).toBe(true);
  });
});

describe("streamed completion", () => {
  const pieces = ["# Gouttières", " en zinc\n\n", "Un entretien ", "régulier évite les débordements", " — été comme hiver."];

  it("asks for a stream and hands over each piece as it arrives", async () => {
    fake.next({ kind: "stream", chunks: pieces, intervalMs: 20 });
    const { deltas, onDelta } = collect();
    const result = await streamCompletion(config(), messages, { onDelta });
    expect(fake.requests[0].body.stream).toBe(true);
    expect(fake.requests[0].headers.accept).toBe("text/event-stream");
    expect(deltas).toEqual(pieces);
    expect(result).toEqual({ content: pieces.join(""), truncated: false, finishReason: "stop" });
  });

  it("parses the stream however it is cut on the wire (events and UTF-8 characters split)", async () => {
    fake.next({ kind: "stream", chunks: pieces, splitBytes: 7 });
    const { deltas, onDelta } = collect();
    const result = await streamCompletion(config(), messages, { onDelta });
    expect(deltas.join("")).toBe(pieces.join(""));
    expect(result.content).toBe(pieces.join(""));
  });

  it("accepts a provider that ignores stream: true and answers JSON", async () => {
    const { deltas, onDelta } = collect();
    const result = await streamCompletion(config(), messages, { onDelta });
    expect(deltas).toEqual([DEFAULT_ARTICLE]);
    expect(result.content).toBe(DEFAULT_ARTICLE);
  });

  it("holds back a reasoning block", async () => {
    fake.next({ kind: "stream", chunks: ["<think>", "Je réfléchis", "</think>\n\n", "# Titre", "\nTexte"] });
    const { deltas, onDelta } = collect();
    const result = await streamCompletion(config(), messages, { onDelta });
    expect(deltas.join("")).toBe("# Titre\nTexte");
    expect(result.content).toBe("# Titre\nTexte");
  });

  it("maps HTTP errors and 429 the same way as without streaming", async () => {
    fake.next({ kind: "status", status: 500 }, { kind: "status", status: 429 });
    expect((await failure(streamCompletion(config(), messages, collect()))).message).toBe(
      "le service IA est en erreur (HTTP 500)",
    );
    expect((await failure(streamCompletion(config(), messages, collect()))).message).toBe(
      "le service IA limite le nombre de requêtes (HTTP 429), réessayez dans quelques minutes",
    );
  });

  it("refuses a malformed chunk", async () => {
    fake.next({ kind: "stream", chunks: ["# Titre"], extra: ["data: {oops\n\n"], intervalMs: 10 });
    const error = await failure(streamCompletion(config(), messages, collect()));
    expect(error.code).toBe("malformed");
    expect(error.message).toBe("la réponse du service IA est illisible (morceau de flux JSON invalide)");
  });

  it("reports an error event sent in the middle of the stream", async () => {
    fake.next({ kind: "stream", chunks: ["# Titre"], extra: ['data: {"error":{"message":"overloaded"}}\n\n'] });
    const error = await failure(streamCompletion(config(), messages, collect()));
    expect(error.message).toBe("le service IA a signalé une erreur : overloaded");
  });

  it("refuses an empty stream", async () => {
    fake.next({ kind: "stream", chunks: ["", "  \n"] });
    expect((await failure(streamCompletion(config(), messages, collect()))).code).toBe("empty");
  });

  it("reports a stream cut before its end", async () => {
    fake.next({ kind: "stream", chunks: ["# Titre", "\nDébut"], done: false });
    const error = await failure(streamCompletion(config(), messages, collect()));
    expect(error.code).toBe("interrupted");
    expect(error.message).toBe("la réponse du service IA a été interrompue avant la fin");
  });

  it("times out when the stream goes silent, and closes the connection", async () => {
    fake.next({ kind: "stream", chunks: ["# Titre", "\nsuite"], stallAfter: 1 });
    const { deltas, onDelta } = collect();
    const error = await failure(streamCompletion(config({ timeoutMs: 300 }), messages, { onDelta }));
    expect(error.code).toBe("timeout");
    expect(deltas).toEqual(["# Titre"]);
    expect(await fake.requests[0].closed).toBe(true);
  });

  it("lets a slow but steady stream run past the timeout, up to its total limit", async () => {
    fake.next({ kind: "stream", chunks: Array.from({ length: 8 }, (_, i) => `mot${i} `), intervalMs: 100 });
    const result = await streamCompletion(config({ timeoutMs: 250 }), messages, collect());
    expect(result.content).toBe(Array.from({ length: 8 }, (_, i) => `mot${i}`).join(" "));

    fake.next({ kind: "stream", chunks: Array.from({ length: 40 }, () => "x"), intervalMs: 100 });
    const error = await failure(streamCompletion(config({ timeoutMs: 250 }), messages, collect()));
    expect(error.message).toBe("la génération a dépassé la durée maximale (1 s)");
    expect(await fake.requests[1].closed).toBe(true);
  });

  it("stops at the character cap and closes the stream", async () => {
    fake.next({ kind: "stream", chunks: Array.from({ length: 200 }, () => "abcdefghij"), intervalMs: 5 });
    const { deltas, onDelta } = collect();
    const result = await streamCompletion(config({ maxChars: 95 }), messages, { onDelta });
    expect(result.truncated).toBe(true);
    expect(result.content).toHaveLength(95);
    expect(deltas.join("")).toHaveLength(95);
    expect(await fake.requests[0].closed).toBe(true);
  });

  it("marks a stream cut by max_tokens", async () => {
    fake.next({ kind: "stream", chunks: ["# Titre", "\nDébut"], finishReason: "length" });
    expect((await streamCompletion(config(), messages, collect())).truncated).toBe(true);
  });

  it("cancelled by the caller mid-stream: stops at once and closes the upstream connection", async () => {
    fake.next({ kind: "stream", chunks: Array.from({ length: 100 }, (_, i) => `morceau ${i}\n`), intervalMs: 50 });
    const caller = new AbortController();
    const deltas: string[] = [];
    const pending = streamCompletion(config(), messages, {
      signal: caller.signal,
      onDelta: (t) => {
        deltas.push(t);
        if (deltas.length === 3) caller.abort();
      },
    });
    const error = await failure(pending);
    expect(error.code).toBe("cancelled");
    expect(deltas).toHaveLength(3);
    expect(await fake.requests[0].closed).toBe(true);
    expect(logs.text()).toContain("AI generation cancelled");
  });
});
