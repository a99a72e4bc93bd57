import { describe, expect, it } from "vitest";
import { revisionsToPrune, type PrunableRevision } from "./prune";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 8, minute)).toISOString();
const rev = (id: string, kind: string, minute: number): PrunableRevision => ({ id, kind, created_at: at(minute) });

describe("revision pruning", () => {
  it("deletes nothing up to the cap", () => {
    expect(revisionsToPrune([rev("a", "save", 1), rev("b", "autosave", 2)], 2)).toEqual([]);
  });

  it("deletes the oldest autosaves first, even when saves are older", () => {
    const revisions = [
      rev("s1", "save", 1),
      rev("a1", "autosave", 2),
      rev("s2", "save", 3),
      rev("a2", "autosave", 4),
      rev("a3", "autosave", 5),
    ];
    expect(revisionsToPrune(revisions, 3)).toEqual(["a1", "a2"]);
  });

  it("then the oldest saves and restores once no autosave is left", () => {
    const revisions = [rev("r1", "restore", 3), rev("a1", "autosave", 9), rev("s1", "save", 1), rev("s2", "save", 5)];
    expect(revisionsToPrune(revisions, 1)).toEqual(["a1", "s1", "r1"]);
  });

  it("keeps exactly 200 by default", () => {
    const revisions = Array.from({ length: 203 }, (_, i) => rev(`s${String(i).padStart(3, "0")}`, "save", i));
    expect(revisionsToPrune(revisions)).toEqual(["s000", "s001", "s002"]);
  });
});
