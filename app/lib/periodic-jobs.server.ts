/**
 * A tiny scheduler for background jobs that run on every instance: every
 * `pollMs` (an unref'd timer, so it never keeps the process alive) one tick
 * runs each job in turn, each in its own try/catch, so one failing job never
 * stops the others. Ticks never overlap: a tick asked for while one runs
 * waits for it. Jobs that must happen once across instances claim a key
 * themselves (job-claims.server.ts); this runner only calls them.
 *
 * Time: each job gets "now" from the clock passed in (tests move it); only the
 * timer uses real time.
 */
import { systemClock, type Clock } from "./clock";
import { logger as rootLogger } from "./logger.server";

export const PERIODIC_JOBS_POLL_MS = 60_000;

export interface PeriodicJob {
  /** for the logs and the tick's report */
  name: string;
  /** does the job's work for this instant; what it returns is logged when it is not null/0/false */
  run: (now: Date) => Promise<unknown>;
}

export type JobOutcome = { ok: true; result: unknown } | { ok: false; error: unknown };

export interface PeriodicJobsOptions {
  jobs: readonly PeriodicJob[];
  pollMs?: number;
  clock?: Clock;
  logger?: Pick<typeof rootLogger, "info" | "error" | "debug">;
}

export class PeriodicJobs {
  readonly #jobs: readonly PeriodicJob[];
  readonly #pollMs: number;
  readonly #clock: Clock;
  readonly #log: NonNullable<PeriodicJobsOptions["logger"]>;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<Record<string, JobOutcome>> | null = null;
  #stopped = false;

  constructor(options: PeriodicJobsOptions) {
    this.#jobs = options.jobs;
    this.#pollMs = options.pollMs ?? PERIODIC_JOBS_POLL_MS;
    this.#clock = options.clock ?? systemClock;
    this.#log = options.logger ?? rootLogger.child({ component: "jobs" });
  }

  /** Runs every job once (or waits for the tick already running). Never throws. */
  async tick(): Promise<Record<string, JobOutcome>> {
    while (this.#running) await this.#running;
    const run = this.#runJobs().finally(() => {
      this.#running = null;
    });
    this.#running = run;
    return run;
  }

  async #runJobs(): Promise<Record<string, JobOutcome>> {
    const report: Record<string, JobOutcome> = {};
    for (const job of this.#jobs) {
      if (this.#stopped) break;
      const now = new Date(this.#clock());
      try {
        const result = await job.run(now);
        report[job.name] = { ok: true, result };
        if (result) this.#log.info({ job: job.name, result }, "jobs: job done");
      } catch (error) {
        report[job.name] = { ok: false, error };
        this.#log.error({ err: error, job: job.name }, "jobs: job failed");
      }
    }
    return report;
  }

  /** Ticks every pollMs, and once right away. */
  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => void this.tick(), this.#pollMs);
    this.#timer.unref();
    setImmediate(() => {
      if (this.#stopped) return;
      // the first run is logged: an operator (and a test) can tell the jobs are running
      void this.tick().then((report) => this.#log.info({ jobs: Object.keys(report) }, "jobs: first run done"));
    });
  }

  /** Stops the timer and waits for a running tick to finish (its current job; the others are skipped). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    if (this.#running) await this.#running;
  }
}
