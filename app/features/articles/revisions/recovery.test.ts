import { describe, expect, it } from "vitest";
import { EMPTY_ARTICLE_FORM, type ArticleFormValues } from "../form-data";
import { chooseRecovery, parseLocalDraft, type LocalDraft } from "./recovery";

const SAVED: ArticleFormValues = { ...EMPTY_ARTICLE_FORM, title: "Zinc", content: "Texte enregistré" };
const V1 = "2026-11-26T09:00:00.000Z";
const V2 = "2026-11-26T09:30:00.000Z";
const typed = (content: string): ArticleFormValues => ({ ...SAVED, content });
const local = (over: Partial<LocalDraft> = {}): LocalDraft => ({
  values: typed("tapé ici"),
  savedAt: "2026-11-26T09:10:00.000Z",
  baseVersion: V1,
  ...over,
});

describe("recovering unsaved text", () => {
  it("brings back the browser's copy typed on the saved version", () => {
    expect(chooseRecovery({ saved: SAVED, version: V1, local: local(), server: null, dismissedAt: null })).toEqual({
      values: typed("tapé ici"),
      at: "2026-11-26T09:10:00.000Z",
      baseVersion: V1,
      source: "browser",
    });
  });

  it("takes the newer of the browser's copy and the server's autosave", () => {
    const server = { values: typed("autre appareil"), at: "2026-11-26T09:20:00.000Z", basedOn: V1 };
    expect(chooseRecovery({ saved: SAVED, version: V1, local: local(), server, dismissedAt: null })?.source).toBe("server");
    expect(
      chooseRecovery({
        saved: SAVED,
        version: V1,
        local: local({ savedAt: "2026-11-26T09:25:00.000Z" }),
        server,
        dismissedAt: null,
      })?.source,
    ).toBe("browser");
  });

  it("offers nothing when the text is the saved one, or was set aside by the author", () => {
    expect(
      chooseRecovery({ saved: SAVED, version: V1, local: local({ values: SAVED }), server: null, dismissedAt: null }),
    ).toBeNull();
    expect(
      chooseRecovery({ saved: SAVED, version: V1, local: local(), server: null, dismissedAt: "2026-11-26T09:10:00.000Z" }),
    ).toBeNull();
  });

  it("drops a copy that was posted once the article moved on (the save went through)", () => {
    expect(
      chooseRecovery({ saved: SAVED, version: V2, local: local({ submitted: true }), server: null, dismissedAt: null }),
    ).toBeNull();
    // posted but the version did not move: the save failed, the text comes back
    expect(
      chooseRecovery({ saved: SAVED, version: V1, local: local({ submitted: true }), server: null, dismissedAt: null })?.source,
    ).toBe("browser");
  });

  it("keeps an unposted copy typed on an older version, with that version: saving it then shows the conflict", () => {
    expect(chooseRecovery({ saved: SAVED, version: V2, local: local(), server: null, dismissedAt: null })?.baseVersion).toBe(V1);
  });

  it("a new article: the unposted copy comes back, a posted one does not", () => {
    const draft = local({ baseVersion: null });
    expect(
      chooseRecovery({ saved: EMPTY_ARTICLE_FORM, version: null, local: draft, server: null, dismissedAt: null })?.baseVersion,
    ).toBeNull();
    expect(
      chooseRecovery({
        saved: EMPTY_ARTICLE_FORM,
        version: null,
        local: { ...draft, submitted: true },
        server: null,
        dismissedAt: null,
      }),
    ).toBeNull();
  });

  it("reads only well-formed stored copies", () => {
    expect(parseLocalDraft(JSON.stringify(local()))).toEqual({ ...local(), submitted: false });
    expect(parseLocalDraft("{")).toBeNull();
    expect(parseLocalDraft(JSON.stringify({ values: { title: 1 }, savedAt: "x" }))).toBeNull();
    expect(parseLocalDraft(null)).toBeNull();
  });
});
