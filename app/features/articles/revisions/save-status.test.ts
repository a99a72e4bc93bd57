import { describe, expect, it } from "vitest";
import { saveStatusLine } from "./save-status";

describe("the editor's status line", () => {
  it("never says 'Enregistré' for an autosave: the changes are unsaved until the article is saved", () => {
    const line = saveStatusLine(true, { kind: "saved", at: "2026-11-27T21:18:00.000Z" });
    expect(line?.text).toBe("Modifications non enregistrées — copie de secours à 22:18");
    expect(line?.text).not.toMatch(/^Enregistré/);
  });

  it("says the changes are unsaved as soon as the form differs, before any autosave", () => {
    expect(saveStatusLine(true, { kind: "idle" })?.text).toBe("Modifications non enregistrées");
    expect(saveStatusLine(true, { kind: "saving" })?.text).toBe("Modifications non enregistrées — copie de secours…");
  });

  it("says nothing once the form is the saved article again", () => {
    expect(saveStatusLine(false, { kind: "saved", at: "2026-11-27T21:18:00.000Z" })).toBeNull();
    expect(saveStatusLine(false, { kind: "idle" })).toBeNull();
  });

  it("keeps the failure and the new article's local copy", () => {
    expect(saveStatusLine(true, { kind: "error" })?.tone).toBe("error");
    expect(saveStatusLine(true, { kind: "local" })?.tone).toBe("local");
  });
});
