// `npm run bench:leads [-- --requests 2000 --concurrency 50 --postgres]`
//
// Load test of the quote-request path, end to end: builds the site if needed,
// starts the production server on loopback (fresh DATA_DIR, or a fresh
// PostgreSQL database with --postgres and TEST_DATABASE_URL) with a local SMTP
// server, sends N form submissions (forms A and B alternately) from C
// concurrent clients, then checks that exactly N requests are stored, exactly
// N notification e-mails and N acknowledgements are delivered (no duplicate), and that no answer was
// a 5xx. Prints throughput and latency percentiles. Exit code 1 on a failed check.
import { parseArgs } from "node:util";
import { createDatabase } from "../app/db/client.server";
import { startServer } from "../tests/e2e/helpers/server";
import { createPostgresDatabase } from "../tests/helpers/postgres";
import { startSmtpServer } from "../tests/helpers/smtp";
import { buildIfStale } from "./build-if-stale.js";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    postgres: { type: "boolean", default: false },
    "delivery-timeout": { type: "string", default: "180" },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function body(i: number): { path: string; form: string } {
  if (i % 2 === 0) {
    return {
      path: "/api/leads/contact",
      form: new URLSearchParams({
        prenom: `Client${i}`,
        nom: "Charge",
        telephone: "06 12 34 56 78",
        email: `client${i}@bench.example`,
        ville: i % 4 === 0 ? "Lyon" : "",
        projet: "gouttieres",
        description: `Demande de test de charge numéro ${i} : gouttière à remplacer, environ 12 mètres.`,
        redirectTo: "/contact",
      }).toString(),
    };
  }
  return {
    path: "/api/leads/quote",
    form: new URLSearchParams({
      firstName: `Client${i}`,
      lastName: "Charge",
      email: `client${i}@bench.example`,
      phone: "04 72 00 00 00",
      address: `${i} rue des Tuiles, 69001 Lyon`,
      projectType: "zinguerie",
      surface: "42,5",
      description: "Test de charge.",
      redirectTo: "/devis-gratuit",
    }).toString(),
  };
}

async function main() {
  buildIfStale();
  const smtp = await startSmtpServer();
  const pg = args.postgres ? await createPostgresDatabase() : undefined;
  const server = await startServer({
    DATABASE_URL: pg?.url ?? "",
    SMTP_URL: smtp.url,
    LEADS_TO: "atelier@bench.example",
    RATE_LIMIT_LEADS_PER_HOUR: String(REQUESTS * 10),
    // every request is acknowledged (each has its own address): the hourly ceiling must not hold one back
    LEAD_ACKNOWLEDGEMENTS_PER_HOUR: String(REQUESTS * 10),
  }).catch(async (error: unknown) => {
    await smtp.close();
    await pg?.drop();
    throw error;
  });
  const url = server.url;
  const database = createDatabase({ DATA_DIR: server.dataDir, DATABASE_URL: pg?.url });

  const cleanup = async () => {
    await database.close();
    await server.stop();
    await smtp.close();
    await pg?.drop();
  };

  try {
    console.log(
      `${REQUESTS} submissions, ${CONCURRENCY} concurrent clients, ${pg ? "PostgreSQL" : "SQLite"}, server ${url}, SMTP ${smtp.url}`,
    );

    // What this machine gives right now for the cheapest request (GET /healthz, one SELECT 1): a reference for the numbers below.
    let probe = 0;
    const probeStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (probe++ < REQUESTS) await (await fetch(`${url}/healthz`)).arrayBuffer();
      }),
    );
    const baseline = REQUESTS / ((performance.now() - probeStarted) / 1000);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const i = next++;
          if (i >= REQUESTS) return;
          const { path: endpoint, form } = body(i);
          const t0 = performance.now();
          let status = 0;
          try {
            const res = await fetch(`${url}${endpoint}`, {
              method: "POST",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                accept: "application/json",
                origin: url,
                "user-agent": "bench-leads",
              },
              body: form,
            });
            await res.arrayBuffer();
            status = res.status;
          } catch {
            status = 0;
          }
          latencies.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const deliveryStarted = performance.now();
    const deliveryDeadline = Date.now() + Number(args["delivery-timeout"]) * 1000;
    // each request: the owner's notification and the visitor's acknowledgement (on by default)
    const expectedMails = REQUESTS * 2;
    while (smtp.messages.length < expectedMails && Date.now() < deliveryDeadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // a little longer: any duplicate would show up now
    await new Promise((r) => setTimeout(r, 1500));
    const deliveryS = (performance.now() - deliveryStarted) / 1000;

    const count = async (table: "leads" | "outbox", sentOnly = false) => {
      let q = database.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n"));
      if (sentOnly) q = q.where("status" as never, "=", "sent" as never);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const stored = await count("leads");
    const sent = await count("outbox", true);
    const messageIds = new Set(smtp.messages.map((m) => m.messageId));
    const notifications = smtp.messages.filter((m) => m.subject.startsWith("Nouvelle demande de devis"));
    const acknowledgements = smtp.messages.filter((m) => m.subject.startsWith("Votre demande D-"));
    const references = new Set(acknowledgements.map((m) => /D-\d{4}-\d{4}/.exec(m.subject)?.[0]));
    const serverErrors = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
    const ok = statuses.get(200) ?? 0;

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log("");
    console.log(`answers            ${[...statuses].map(([s, c]) => `${s || "network error"}: ${c}`).join(", ")}`);
    console.log(`throughput         ${(REQUESTS / elapsedS).toFixed(0)} submissions/s (${elapsedS.toFixed(2)} s in all)`);
    console.log(`reference          ${baseline.toFixed(0)} GET /healthz per second on this machine just before`);
    console.log(
      `latency            p50 ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies[latencies.length - 1] ?? 0)}`,
    );
    console.log(`stored leads       ${stored}`);
    console.log(
      `e-mails delivered  ${smtp.messages.length} (${notifications.length} notifications, ${acknowledgements.length} acknowledgements; ${messageIds.size} distinct Message-IDs), outbox rows sent: ${sent}`,
    );
    console.log(`all delivered in   ${deliveryS.toFixed(2)} s after the last answer`);

    const checks: [string, boolean][] = [
      [`every answer 200 (${ok}/${REQUESTS})`, ok === REQUESTS],
      ["zero 5xx or network error", serverErrors === 0],
      [`exactly ${REQUESTS} stored leads`, stored === REQUESTS],
      [`exactly ${REQUESTS} notifications delivered`, notifications.length === REQUESTS],
      [
        `exactly ${REQUESTS} acknowledgements delivered, each with its own reference`,
        acknowledgements.length === REQUESTS && references.size === REQUESTS,
      ],
      ["no duplicate e-mail", smtp.messages.length === expectedMails && messageIds.size === expectedMails],
      [`${expectedMails} outbox rows marked sent`, sent === expectedMails],
    ];
    console.log("");
    for (const [label, pass] of checks) console.log(`${pass ? "✔" : "✘"} ${label}`);
    const failed = checks.some(([, pass]) => !pass);
    await cleanup();
    if (failed) process.exit(1);
  } catch (error) {
    await cleanup();
    throw error;
  }
}

await main();
