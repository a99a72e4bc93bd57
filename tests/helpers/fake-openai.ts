/**
 * A small OpenAI-compatible Chat Completions server for the tests (node:http
 * on loopback). Each test scripts what the next requests get with `next()`
 * (a queue; `fallback` answers once it is empty) and reads what was sent in
 * `requests`, including whether the client closed the connection before the
 * answer was complete (`closedByClient`).
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Scenario =
  /** a normal JSON completion (content null allowed), optionally after a delay */
  | { kind: "json"; content: string | null; finishReason?: string; delayMs?: number; refusal?: string }
  /**
   * an SSE stream of `chunks` (one delta each) every `intervalMs`; `stallAfter`
   * stops sending (without closing) after that many chunks; `done: false` ends
   * without the final chunk and [DONE]; `splitBytes` writes the wire text in
   * pieces of that many bytes (splits events and UTF-8 characters)
   */
  | {
      kind: "stream";
      chunks: string[];
      intervalMs?: number;
      finishReason?: string;
      done?: boolean;
      stallAfter?: number;
      splitBytes?: number;
      /** raw lines sent after the chunks, before the final chunk ('data: {oops', an error object…) */
      extra?: string[];
    }
  /** an HTTP error */
  | { kind: "status"; status: number; body?: string; headers?: Record<string, string> }
  /** any body with any content type (malformed JSON…) */
  | { kind: "raw"; status?: number; contentType: string; body: string }
  /** accepts the request and never answers (with `headers`, sends 200 and its headers, then nothing) */
  | { kind: "hang"; headers?: boolean };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** the parsed JSON body */
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    max_tokens?: number;
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
  /** resolves when the exchange is over: true when the client closed before the answer was complete */
  closed: Promise<boolean>;
  closedByClient: boolean | null;
}

export interface FakeOpenAI {
  /** base URL to use as AI_BASE_URL (…/v1) */
  url: string;
  port: number;
  requests: RecordedRequest[];
  next(...scenarios: Scenario[]): void;
  fallback: Scenario;
  /** answers for a request, decided from its body (takes precedence over the queue) */
  handler: ((request: RecordedRequest) => Scenario | undefined) | null;
  reset(): void;
  /** resolves with the n-th request (1-based) once it has arrived */
  waitForRequest(n: number, timeoutMs?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

export const DEFAULT_ARTICLE = [
  "# Entretien des gouttières en zinc",
  "",
  "Des gouttières propres protègent vos murs et vos fondations.",
  "",
  "## Pourquoi entretenir ses gouttières",
  "",
  "Les feuilles et les mousses bouchent les descentes : l'eau déborde et **abîme** les façades.",
].join("\n");

function completionJson(content: string | null, finishReason = "stop", refusal?: string): string {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1,
    model: "fake-model",
    choices: [
      { index: 0, message: { role: "assistant", content, ...(refusal ? { refusal } : {}) }, finish_reason: finishReason },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  });
}

export function chunkLine(content: string | null, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1,
    model: "fake-model",
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finishReason }],
  })}\n\n`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: Scenario[] = [];
  const requests: RecordedRequest[] = [];
  const waiters: { n: number; resolve: (r: RecordedRequest) => void }[] = [];
  const open = new Set<ServerResponse>();

  const fake: FakeOpenAI = {
    url: "",
    port: 0,
    requests,
    fallback: { kind: "json", content: DEFAULT_ARTICLE },
    handler: null,
    next: (...scenarios) => void queue.push(...scenarios),
    reset() {
      queue.length = 0;
      requests.length = 0;
      fake.handler = null;
      fake.fallback = { kind: "json", content: DEFAULT_ARTICLE };
    },
    waitForRequest(n, timeoutMs = 10_000) {
      const existing = requests[n - 1];
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`fake AI server: request ${n} never came`)), timeoutMs);
        waiters.push({
          n,
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r);
          },
        });
      });
    },
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (d: Buffer) => parts.push(d));
    req.on("end", () => {
      let body: RecordedRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString("utf8")) as RecordedRequest["body"];
      } catch {
        body = {};
      }
      let markClosed: (byClient: boolean) => void = () => undefined;
      const record: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        closedByClient: null,
        closed: new Promise<boolean>((resolve) => (markClosed = resolve)),
      };
      open.add(res);
      res.on("close", () => {
        open.delete(res);
        record.closedByClient = !res.writableFinished;
        markClosed(record.closedByClient);
      });
      requests.push(record);
      for (const w of waiters.filter((w) => w.n === requests.length)) w.resolve(record);

      const scenario = fake.handler?.(record) ?? queue.shift() ?? fake.fallback;
      void answer(scenario, res).catch(() => res.destroy());
    });
  });

  async function answer(scenario: Scenario, res: ServerResponse): Promise<void> {
    switch (scenario.kind) {
      case "json":
        if (scenario.delayMs) await sleep(scenario.delayMs);
        if (res.destroyed) return;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(completionJson(scenario.content, scenario.finishReason, scenario.refusal));
        return;
      case "status":
        res.writeHead(scenario.status, { "content-type": "application/json", ...scenario.headers });
        res.end(scenario.body ?? JSON.stringify({ error: { message: "Internal server error", type: "server_error" } }));
        return;
      case "raw":
        res.writeHead(scenario.status ?? 200, { "content-type": scenario.contentType });
        res.end(scenario.body);
        return;
      case "hang":
        if (scenario.headers) {
          res.writeHead(200, { "content-type": "application/json" });
          res.flushHeaders();
        }
        return;
      case "stream": {
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
        const write = async (text: string) => {
          if (res.destroyed) return;
          const bytes = Buffer.from(text, "utf8");
          const size = scenario.splitBytes ?? bytes.length;
          for (let i = 0; i < bytes.length; i += size) {
            if (res.destroyed) return;
            res.write(bytes.subarray(i, i + size));
            if (scenario.splitBytes) await sleep(1);
          }
        };
        let sent = 0;
        for (const chunk of scenario.chunks) {
          if (res.destroyed) return;
          if (scenario.stallAfter !== undefined && sent >= scenario.stallAfter) return; // stalls, never ends
          await write(chunkLine(chunk));
          sent++;
          if (scenario.intervalMs) await sleep(scenario.intervalMs);
        }
        for (const line of scenario.extra ?? []) await write(line);
        if (scenario.done === false) {
          res.end();
          return;
        }
        await write(chunkLine(null, scenario.finishReason ?? "stop"));
        await write("data: [DONE]\n\n");
        res.end();
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  fake.port = port;
  fake.url = `http://127.0.0.1:${port}/v1`;
  return fake;
}
