import { describe, expect, it } from "vitest";
import { PeriodicJobs, type PeriodicJob } from "./periodic-jobs.server";

const silent = { info: () => {}, error: () => {}, debug: () => {} };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

describe("PeriodicJobs", () => {
  it("runs every job of a tick with the clock's now, a failing one not stopping the others", async () => {
    const seen: string[] = [];
    const jobs: PeriodicJob[] = [
      { name: "first", run: async (now) => void seen.push(`first ${now.toISOString()}`) },
      { name: "broken", run: () => Promise.reject(new Error("boom")) },
      { name: "last", run: async () => 3 },
    ];
    const report = await new PeriodicJobs({ jobs, clock: () => Date.UTC(2026, 10, 25, 9), logger: silent }).tick();
    expect(seen).toEqual(["first 2026-11-25T09:00:00.000Z"]);
    expect(report.broken).toMatchObject({ ok: false, error: expect.objectContaining({ message: "boom" }) });
    expect(report.last).toEqual({ ok: true, result: 3 });
  });

  it("never overlaps ticks, ticks once at start, and stop waits for the running tick", async () => {
    const release = gate();
    let running = 0;
    let most = 0;
    let runs = 0;
    const job: PeriodicJob = {
      name: "slow",
      async run() {
        runs++;
        running++;
        most = Math.max(most, running);
        await release.opened;
        running--;
      },
    };
    const jobs = new PeriodicJobs({ jobs: [job], pollMs: 60_000, logger: silent });
    jobs.start();
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(1);
    const second = jobs.tick();
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release.open();
    await Promise.all([second, stopping]);
    expect(most).toBe(1);
    expect(stopped).toBe(true);
    // stopped: the tick asked for meanwhile ran no job
    expect(runs).toBe(1);
  });
});
