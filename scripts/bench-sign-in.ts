// `npm run bench:sign-in [-- --rounds 40]`
//
// Whether a failed sign-in tells an administrator's e-mail from any other
// (docs/product.md#admin-sign-in): starts the production server with one
// administrator (and one with two-factor off, as created), then sends wrong
// passwords alternately for the administrator's e-mail, for a well-formed
// e-mail nobody has, and for the administrator's e-mail in capitals, one request
// at a time, and prints each kind's median and the ratios. The answers must
// be the same (401, same message); the medians within a few per cent.
import { parseArgs } from "node:util";
import { createAdmin, DEFAULT_ADMIN } from "../tests/e2e/helpers/admin";
import { startServer } from "../tests/e2e/helpers/server";
import { buildIfStale } from "./build-if-stale.js";

const { values: args } = parseArgs({ options: { rounds: { type: "string", default: "40" } } });
const ROUNDS = Number(args.rounds);

buildIfStale();
const server = await startServer({ LOG_LEVEL: "warn", RATE_LIMIT_SIGNIN_PER_MINUTE: "100000" });
await createAdmin(server, DEFAULT_ADMIN);

async function attempt(email: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/auth-portal-secure?index`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: "Pas-le-bon-mot-2024" }),
  });
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

const kinds = {
  "administrator's e-mail": () => DEFAULT_ADMIN.email,
  "the same, in capitals": () => DEFAULT_ADMIN.email.toUpperCase(),
  "nobody's e-mail": (i: number) => `personne-${i}@az-toiture.test`,
} as const;
type Kind = keyof typeof kinds;
const times = Object.fromEntries(Object.keys(kinds).map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
const answers = new Set<string>();

try {
  for (let i = 0; i < 3; i++) for (const make of Object.values(kinds)) await attempt(make(i)); // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    for (const [kind, make] of Object.entries(kinds) as [Kind, (i: number) => string][]) {
      const { ms, status, body } = await attempt(make(i));
      times[kind].push(ms);
      answers.add(`${status} ${body.includes("Email ou mot de passe incorrect")}`);
    }
  }
} finally {
  await server.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const reference = median(times["administrator's e-mail"]);
console.log(`${ROUNDS} rounds, kinds alternated, one request at a time`);
for (const [kind, values] of Object.entries(times)) {
  console.log(`${kind.padEnd(24)} median ${median(values).toFixed(1)} ms  ratio ${(median(values) / reference).toFixed(2)}`);
}
console.log(`answers: ${[...answers].join(", ")}`);
if (answers.size !== 1 || ![...answers][0]!.startsWith("401 true")) process.exitCode = 1;
