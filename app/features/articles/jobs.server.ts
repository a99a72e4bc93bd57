/**
 * The articles' background job (docs/product.md#article-scheduling): every
 * instance looks for due scheduled articles each minute and publishes them
 * (schedule.server.ts: once, whatever the number of instances). The server
 * starts it with the other jobs and stops it before the database closes;
 * tests build a runner with their own database and clock.
 */
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { logger as rootLogger } from "~/lib/logger.server";
import { PeriodicJobs, type PeriodicJob } from "~/lib/periodic-jobs.server";
import { publishDueArticles } from "./schedule.server";

export function articleJobs(db: Kysely<DB>): PeriodicJob[] {
  return [{ name: "publish-scheduled-articles", run: (now) => publishDueArticles(now, db) }];
}

export function createArticleJobRunner(db: Kysely<DB>, options: { clock?: Clock; pollMs?: number } = {}): PeriodicJobs {
  return new PeriodicJobs({
    jobs: articleJobs(db),
    clock: options.clock ?? systemClock,
    pollMs: options.pollMs,
    logger: rootLogger.child({ component: "article-jobs" }),
  });
}

let processRunner: PeriodicJobs | null = null;

/** Starts this process's article job (server start-up). Idempotent. */
export function startArticleJobs(): PeriodicJobs {
  processRunner ??= createArticleJobRunner(getDatabase().db);
  processRunner.start();
  return processRunner;
}

/** Stops it (shutdown), waiting for a running tick. */
export async function stopArticleJobs(): Promise<void> {
  const runner = processRunner;
  processRunner = null;
  await runner?.stop();
}
