import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createArticle, deleteOwnArticle, updateOwnArticle, type ArticleValues } from "~/features/articles/article-writes.server";
import { prepareArticle } from "~/features/articles/rules";
import { isLoggablePath, isRobot, listMissingPages, recordMissingPage } from "~/features/redirects/missing-pages.server";
import { checkRedirectPaths, REDIRECT_MESSAGES } from "~/features/redirects/paths";
import { addManualRedirect, deleteRedirect, findRedirect, listRedirects } from "~/features/redirects/redirects.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const AUTHOR = "user-redirects";
const NOW = "2026-11-26T08:00:00.000Z";

function values(overrides: Partial<Record<string, unknown>> = {}): ArticleValues {
  const result = prepareArticle({ title: "Entretien des gouttières", content: "## Pourquoi\n\nTexte.", ...overrides });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe("redirect addresses", () => {
  it.each([
    ["", "/b", "from", REDIRECT_MESSAGES.required],
    ["ancienne", "/b", "from", REDIRECT_MESSAGES.leadingSlash],
    ["https://example.com/x", "/b", "from", REDIRECT_MESSAGES.leadingSlash],
    ["//example.com/x", "/b", "from", REDIRECT_MESSAGES.doubleSlash],
    ["/a\\b", "/b", "from", REDIRECT_MESSAGES.invalidCharacters],
    ["/a?x=1", "/b", "from", REDIRECT_MESSAGES.fromWithQuery],
    ["/", "/b", "from", REDIRECT_MESSAGES.fromHome],
    ["/dashboard-management-panel/articles", "/b", "from", REDIRECT_MESSAGES.fromPrivate],
    ["/api/leads/quote", "/b", "from", REDIRECT_MESSAGES.fromPrivate],
    ["/auth-portal-secure", "/b", "from", REDIRECT_MESSAGES.fromPrivate],
    ["/a", "https://evil.example/", "to", REDIRECT_MESSAGES.leadingSlash],
    ["/a", "//evil.example/", "to", REDIRECT_MESSAGES.doubleSlash],
    ["/a", "/\\evil.example", "to", REDIRECT_MESSAGES.invalidCharacters],
    ["/a", "javascript:alert(1)", "to", REDIRECT_MESSAGES.leadingSlash],
    ["/a", "/a", "to", REDIRECT_MESSAGES.same],
    [`/${"a".repeat(300)}`, "/b", "from", REDIRECT_MESSAGES.tooLong],
  ])("refuses %j → %j with a message under '%s'", (from, to, field, message) => {
    const result = checkRedirectPaths(from, to);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as "from" | "to"]).toBe(message);
  });

  it("accepts two paths of the site, trimmed, the destination with a query", () => {
    expect(checkRedirectPaths("  /ancienne-page ", "/blog?page=2")).toEqual({
      ok: true,
      from: "/ancienne-page",
      to: "/blog?page=2",
    });
  });
});

describe("missing pages filters", () => {
  it("tells robots from people by User-Agent", () => {
    expect(isRobot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isRobot("curl/8.5.0")).toBe(true);
    expect(isRobot(null)).toBe(true);
    expect(isRobot("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1")).toBe(false);
  });

  it("keeps page addresses only: no assets, media, admin or API paths, nothing longer than 300 characters", () => {
    expect(isLoggablePath("/ancien-article")).toBe(true);
    expect(isLoggablePath("/assets/root-abc.js")).toBe(false);
    expect(isLoggablePath("/media/2026/11/photo.jpg")).toBe(false);
    expect(isLoggablePath("/favicon.ico")).toBe(false);
    expect(isLoggablePath("/dashboard-management-panel/nope")).toBe(false);
    expect(isLoggablePath("/api/nope")).toBe(false);
    expect(isLoggablePath(`/${"x".repeat(300)}`)).toBe(false);
  });
});

describe.each(TEST_ENGINES)("redirects on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom("redirects").execute();
    await t.database.db.deleteFrom("missing_pages").execute();
  });

  it("a published article renamed twice answers both old addresses with its newest one, automatically", async () => {
    const article = await createArticle(AUTHOR, values({ title: "Premier titre", published: true }));
    await updateOwnArticle(article.id, AUTHOR, values({ title: "Deuxième titre", published: true }));
    await updateOwnArticle(article.id, AUTHOR, values({ title: "Troisième titre", published: true }));
    expect(await findRedirect("/blog/premier-titre")).toBe("/blog/troisieme-titre");
    expect(await findRedirect("/blog/deuxieme-titre")).toBe("/blog/troisieme-titre");
    const listed = await listRedirects();
    expect(listed.map((r) => [r.from, r.to, r.manual]).sort()).toEqual([
      ["/blog/deuxieme-titre", "/blog/troisieme-titre", false],
      ["/blog/premier-titre", "/blog/troisieme-titre", false],
    ]);

    // back to the first title: that address is a page again, never a redirect to itself
    await updateOwnArticle(article.id, AUTHOR, values({ title: "Premier titre", published: true }));
    expect(await findRedirect("/blog/premier-titre")).toBeNull();
    expect(await findRedirect("/blog/troisieme-titre")).toBe("/blog/premier-titre");
    expect(await findRedirect("/blog/deuxieme-titre")).toBe("/blog/premier-titre");
  });

  it("a draft renamed leaves no redirect (its address was never public)", async () => {
    const draft = await createArticle(AUTHOR, values({ title: "Brouillon à renommer", published: false }));
    await updateOwnArticle(draft.id, AUTHOR, values({ title: "Brouillon renommé", published: true }));
    expect(await findRedirect("/blog/brouillon-a-renommer")).toBeNull();
  });

  it("adds a manual redirect, collapsing chains on both sides", async () => {
    expect(await addManualRedirect("/b", "/c", NOW)).toEqual({ ok: true, from: "/b", to: "/c" });
    // towards a redirected address: stored towards its final address
    expect(await addManualRedirect("/a", "/b", NOW)).toEqual({ ok: true, from: "/a", to: "/c" });
    // from an address others lead to: they now lead to the new destination
    expect(await addManualRedirect("/c", "/d", NOW)).toEqual({ ok: true, from: "/c", to: "/d" });
    expect(await findRedirect("/a")).toBe("/d");
    expect(await findRedirect("/b")).toBe("/d");
    expect((await listRedirects()).every((r) => r.manual)).toBe(true);
  });

  it("refuses loops, direct or through stored redirects, and a source already redirected", async () => {
    expect(await addManualRedirect("/x", "/y", NOW)).toMatchObject({ ok: true });
    expect(await addManualRedirect("/y", "/x", NOW)).toEqual({ ok: false, errors: { to: REDIRECT_MESSAGES.loop("/x") } });
    expect(await addManualRedirect("/w", "/x", NOW)).toMatchObject({ ok: true });
    expect(await addManualRedirect("/y", "/w", NOW)).toEqual({ ok: false, errors: { to: REDIRECT_MESSAGES.loop("/w") } });
    expect(await addManualRedirect("/x", "/z", NOW)).toEqual({ ok: false, errors: { from: REDIRECT_MESSAGES.taken } });
    expect(await addManualRedirect("//x", "/z", NOW)).toEqual({ ok: false, errors: { from: REDIRECT_MESSAGES.doubleSlash } });
    expect(await findRedirect("/y")).toBeNull();
  });

  it.each([
    ["/a", "/a?x=1"],
    ["/a", "/a#x"],
    ["/a", "/./a"],
    ["/a", "/x/../a"],
    ["/a", "/a/"],
    ["/a/", "/a"],
    ["/a", "/%61"],
    ["/caf%c3%a9", "/café"],
  ])("refuses %j → %j: the same page once normalised, a loop in the browser", async (from, to) => {
    expect(await addManualRedirect(from, to, NOW)).toEqual({ ok: false, errors: { to: REDIRECT_MESSAGES.same } });
    expect(await listRedirects()).toEqual([]);
  });

  it("refuses loops through stored redirects whatever the spelling of the address, and a source taken under another spelling", async () => {
    expect(await addManualRedirect("/x", "/y", NOW)).toMatchObject({ ok: true });
    for (const back of ["/x?z=1", "/x#haut", "/./x", "/y/../x", "/x/", "/%78"]) {
      expect(await addManualRedirect("/y", back, NOW), back).toEqual({ ok: false, errors: { to: REDIRECT_MESSAGES.loop(back) } });
    }
    // through a destination that is itself redirected, written with a query
    expect(await addManualRedirect("/w", "/x", NOW)).toMatchObject({ ok: true, to: "/y" });
    expect(await addManualRedirect("/y", "/w?ref=1", NOW)).toEqual({
      ok: false,
      errors: { to: REDIRECT_MESSAGES.loop("/w?ref=1") },
    });
    for (const taken of ["/x/", "/./x", "/%78"]) {
      expect(await addManualRedirect(taken, "/z", NOW), taken).toEqual({ ok: false, errors: { from: REDIRECT_MESSAGES.taken } });
    }
    expect(await findRedirect("/y")).toBeNull();
  });

  it("collapses chains whatever the spelling: a destination redirected under another spelling, a source others lead to with a query", async () => {
    expect(await addManualRedirect("/b", "/c", NOW)).toMatchObject({ ok: true });
    expect(await addManualRedirect("/a", "/b/?depuis=a", NOW)).toEqual({ ok: true, from: "/a", to: "/c" });
    expect(await addManualRedirect("/z", "/d?x=1", NOW)).toEqual({ ok: true, from: "/z", to: "/d?x=1" });
    expect(await addManualRedirect("/d", "/e", NOW)).toEqual({ ok: true, from: "/d", to: "/e" });
    expect(await findRedirect("/z")).toBe("/e");
    // no stored redirect leads to the source of another one
    const listed = await listRedirects();
    const sources = new Set(listed.map((r) => r.from));
    for (const r of listed)
      expect(sources.has(r.to.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1")), `${r.from} → ${r.to}`).toBe(false);
  });

  it("stores addresses percent-encoded: a destination outside Latin-1 answers a Location a browser can follow", async () => {
    expect(await addManualRedirect("/ancienne-page", "/nouvelle-€", NOW)).toEqual({
      ok: true,
      from: "/ancienne-page",
      to: "/nouvelle-%E2%82%AC",
    });
    expect(await addManualRedirect("/chinois", "/页面?q=été#fin", NOW)).toEqual({
      ok: true,
      from: "/chinois",
      to: "/%E9%A1%B5%E9%9D%A2?q=%C3%A9t%C3%A9#fin",
    });
    expect(await addManualRedirect("/ancien-été/", "/blog", NOW)).toEqual({
      ok: true,
      from: "/ancien-%C3%A9t%C3%A9",
      to: "/blog",
    });
    expect(await findRedirect("/ancienne-page")).toBe("/nouvelle-%E2%82%AC");
    // looked up as a request's path gives it (encoded, any case of hex, with or without its final slash) or decoded (a route's parameter)
    for (const asked of ["/ancien-%C3%A9t%C3%A9", "/ancien-%c3%a9t%c3%a9/", "/ancien-été"])
      expect(await findRedirect(asked), asked).toBe("/blog");
  });

  it("answers an older row's raw destination encoded, and still finds an older row's source with a final slash", async () => {
    await t.database.db
      .insertInto("redirects")
      .values({ from_path: "/ancienne/", to_path: "/页面", created_at: NOW, manual: true })
      .execute();
    expect(await findRedirect("/ancienne/")).toBe("/%E9%A1%B5%E9%9D%A2");
    expect(new Headers({ location: (await findRedirect("/ancienne/"))! }).get("location")).toBe("/%E9%A1%B5%E9%9D%A2");
  });

  it("a deleted article takes its automatic redirects with it: its old addresses become missing pages again", async () => {
    const article = await createArticle(AUTHOR, values({ title: "Titre supprimé bientôt", published: true }));
    await updateOwnArticle(article.id, AUTHOR, values({ title: "Titre final supprimé", published: true }));
    expect(await findRedirect("/blog/titre-supprime-bientot")).toBe("/blog/titre-final-supprime");
    await addManualRedirect("/autre", "/blog/autre-page", NOW);
    expect(await deleteOwnArticle(article.id, AUTHOR)).toBe(true);
    expect(await findRedirect("/blog/titre-supprime-bientot")).toBeNull();
    expect(await findRedirect("/autre")).toBe("/blog/autre-page");
  });

  it("two owners adding the same source at once: one redirect, the other told it is taken", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addManualRedirect("/course", `/destination-${String(i)}`, NOW)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) expect(r).toEqual({ ok: false, errors: { from: REDIRECT_MESSAGES.taken } });
    expect((await listRedirects()).filter((r) => r.from === "/course")).toHaveLength(1);
  });

  it("deletes a redirect", async () => {
    await addManualRedirect("/vieux", "/neuf", NOW);
    expect(await deleteRedirect("/vieux")).toBe(true);
    expect(await deleteRedirect("/vieux")).toBe(false);
    expect(await findRedirect("/vieux")).toBeNull();
  });

  it("counts 404s per path, robots apart, newest first", async () => {
    let now = Date.parse(NOW);
    const clock = () => now;
    await recordMissingPage("/perdu", "Mozilla/5.0 Firefox/130.0", { clock });
    now += 1000;
    await recordMissingPage("/perdu", "Googlebot/2.1", { clock });
    now += 1000;
    await recordMissingPage("/autre", "Mozilla/5.0 Firefox/130.0", { clock });
    now += 1000;
    await recordMissingPage("/perdu", "Mozilla/5.0 Firefox/130.0", { clock });
    await recordMissingPage("/assets/gone.js", "Mozilla/5.0", { clock });
    expect(await listMissingPages()).toEqual([
      { path: "/perdu", hits: 2, botHits: 1, lastSeenAt: new Date(now).toISOString() },
      { path: "/autre", hits: 1, botHits: 0, lastSeenAt: new Date(now - 1000).toISOString() },
    ]);
  });

  it("keeps only the most recently seen paths (the cap)", async () => {
    let now = Date.parse(NOW);
    for (let i = 0; i < 12; i += 1) {
      now += 1000;
      await recordMissingPage(`/page-${String(i)}`, "Mozilla/5.0", { clock: () => now, cap: 5, trimEvery: 1 });
    }
    const kept = await listMissingPages();
    expect(kept.map((p) => p.path)).toEqual(["/page-11", "/page-10", "/page-9", "/page-8", "/page-7"]);
  });

  it("never throws when the log cannot be written", async () => {
    await t.database.db.schema.alterTable("missing_pages").renameTo("missing_pages_away").execute();
    try {
      await expect(recordMissingPage("/perdu", "Mozilla/5.0")).resolves.toBeUndefined();
    } finally {
      await t.database.db.schema.alterTable("missing_pages_away").renameTo("missing_pages").execute();
    }
  });
});
