import { describe, expect, it } from "vitest";
import { TempBytesBudget, type TempBytesAccount } from "./temp-bytes.server";

/** An upload as receive.server.ts drives its account: stopped, it removes its files (here at once). */
function upload(budget: TempBytesBudget, name: string, stops: string[]) {
  const files = new Set<string>();
  const account: TempBytesAccount = budget.open(() => {
    stops.push(name);
    for (const file of files) budget.release(file);
  });
  return {
    account,
    write: async (n: number, bytes: number) => {
      const file = `${name}-${n}`;
      const fits = await account.reserve(file, bytes);
      if (fits) files.add(file);
      return fits;
    },
  };
}

describe("TempBytesBudget", () => {
  it("counts writes per file and frees a file's bytes once", async () => {
    const budget = new TempBytesBudget(100);
    const first = upload(budget, "a", []);
    expect(await first.write(1, 60)).toBe(true);
    expect(await first.write(2, 30)).toBe(true);
    expect(await first.write(2, 10)).toBe(true);
    expect(budget.hasRoomFor(1)).toBe(false);
    budget.release("a-1");
    budget.release("a-1");
    budget.release("never-counted");
    expect(budget.usedBytes).toBe(40);
    expect(budget.hasRoomFor(60)).toBe(true);
  });

  it("makes room for an earlier upload by stopping the latest ones first, and refuses the latest its own write", async () => {
    const stops: string[] = [];
    const budget = new TempBytesBudget(100);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => upload(budget, name, stops));
    expect(await a!.write(1, 30)).toBe(true);
    expect(await b!.write(1, 30)).toBe(true);
    expect(await c!.write(1, 30)).toBe(true);
    // d started last and holds nothing yet: its write does not fit, and it may stop nobody
    expect(await d!.write(1, 20)).toBe(false);
    expect(stops).toEqual([]);
    // a needs 40 more: c, the latest holding bytes, is stopped; then b
    expect(await a!.write(2, 40)).toBe(true);
    expect(stops).toEqual(["c"]);
    expect(await a!.write(3, 30)).toBe(true);
    expect(stops).toEqual(["c", "b"]);
    expect(budget.usedBytes).toBe(100);
    // a stopped upload's writes are refused
    expect(await b!.write(2, 1)).toBe(false);
  });

  it("waits until a stopped upload's files are removed before counting the write", async () => {
    const budget = new TempBytesBudget(10);
    const early = budget.open(() => undefined);
    let removeLate!: () => void;
    const late = budget.open(() => {
      removeLate = () => budget.release("late");
    });
    expect(await late.reserve("late", 8)).toBe(true);
    let counted = false;
    const waiting = early.reserve("early", 5).then((fits) => (counted = fits));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(counted).toBe(false);
    expect(budget.usedBytes).toBe(8);
    removeLate();
    await waiting;
    expect(counted).toBe(true);
    expect(budget.usedBytes).toBe(5);
  });

  it("stops no one for a closed upload: it is no longer received", async () => {
    const stops: string[] = [];
    const budget = new TempBytesBudget(10);
    const a = upload(budget, "a", stops);
    const b = upload(budget, "b", stops);
    expect(await b.write(1, 8)).toBe(true);
    b.account.close();
    expect(await a.write(1, 5)).toBe(false);
    expect(stops).toEqual([]);
  });
});
