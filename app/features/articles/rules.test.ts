import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH } from "~/config/constants";
import {
  ARTICLE_MESSAGES,
  DEFAULT_CATEGORY,
  articleInputSchema,
  deriveSlug,
  excerptOrFallback,
  fallbackExcerpt,
  keywordBadges,
  nextFreeSlug,
  normaliseCategory,
  normaliseImageUrl,
  normaliseKeywords,
  prepareArticle,
  slugWithSuffix,
  uniqueSlug,
} from "./rules";
import { excerptSourceText } from "~/lib/markdown-plain-text";

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Titles mixing French letters, ligatures, symbols, emoji and arbitrary Unicode. */
const titleArb = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 150 }),
  fc.string({
    unit: fc.constantFrom(..."aàâäeéèêëiîïoôöuùûüçœæßÆŒ ÉÈÇ'’-_!?.,;:/&()«»0123456789😀🏠🔧  \t\n".split("")),
    maxLength: 150,
  }),
  fc.string({ unit: "binary", maxLength: 200 }),
);

describe("deriveSlug", () => {
  it.each([
    ["Réparation de toiture à Lyon", "reparation-de-toiture-a-lyon"],
    ["Étanchéité : les 5 erreurs à éviter !", "etancheite-les-5-erreurs-a-eviter"],
    ["Zinguerie & chéneaux — guide complet", "zinguerie-cheneaux-guide-complet"],
    ["Où poser une gouttière en façade ?", "ou-poser-une-gouttiere-en-facade"],
    ["Cœur de métier : l'œuvre du zingueur", "coeur-de-metier-l-oeuvre-du-zingueur"],
    ["ŒUVRE et Æther", "oeuvre-et-aether"],
    ["Straße", "strasse"],
    ["Très élevé, dès l'été", "tres-eleve-des-l-ete"],
    ["Prix au m² 😀 en 2026 🏠", "prix-au-m2-en-2026"],
    ["  --Déjà  vu--  ", "deja-vu"],
    ["ﬁnition", "finition"],
  ])("%s → %s", (title, slug) => {
    expect(deriveSlug(title)).toBe(slug);
  });

  it("falls back to 'article' when nothing alphanumeric is left", () => {
    expect(deriveSlug("")).toBe("article");
    expect(deriveSlug("!!! ??? …")).toBe("article");
    expect(deriveSlug("😀🏠🔧")).toBe("article");
    expect(deriveSlug("---")).toBe("article");
  });

  it("caps the length on a word boundary", () => {
    const title = "Comment choisir entre le zinc, le cuivre et l'aluminium pour vos gouttières et descentes d'eau pluviale";
    const slug = deriveSlug(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe("comment-choisir-entre-le-zinc-le-cuivre-et-l-aluminium-pour-vos-gouttieres-et");
  });

  it("cuts a single very long word at the limit", () => {
    expect(deriveSlug("a".repeat(300))).toBe("a".repeat(SLUG_MAX_LENGTH));
  });

  it("property: only [a-z0-9-], no leading, trailing or double hyphen, never empty, capped", () => {
    fc.assert(
      fc.property(titleArb, (title) => {
        const slug = deriveSlug(title);
        expect(slug).toMatch(SLUG_SHAPE);
        expect(slug.length).toBeGreaterThan(0);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: idempotent", () => {
    fc.assert(
      fc.property(titleArb, (title) => {
        const slug = deriveSlug(title);
        expect(deriveSlug(slug)).toBe(slug);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: ignores case and surrounding punctuation", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (title) => {
        expect(deriveSlug(`  ¡${title.toUpperCase()}! `)).toBe(deriveSlug(title.toUpperCase().toLowerCase()));
      }),
    );
  });
});

describe("slugWithSuffix, nextFreeSlug, uniqueSlug", () => {
  it("numbers from 2", () => {
    expect(slugWithSuffix("toiture", 1)).toBe("toiture");
    expect(slugWithSuffix("toiture", 2)).toBe("toiture-2");
    expect(slugWithSuffix("toiture", 13)).toBe("toiture-13");
  });

  it("keeps a suffixed slug within the length cap", () => {
    const base = deriveSlug("z".repeat(200));
    const slug = slugWithSuffix(base, 10);
    expect(slug.length).toBe(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-10")).toBe(true);
    expect(deriveSlug(slug)).toBe(slug);
  });

  it("nextFreeSlug takes the base, then -2, -3…", () => {
    expect(nextFreeSlug("toiture", new Set())).toBe("toiture");
    expect(nextFreeSlug("toiture", new Set(["toiture"]))).toBe("toiture-2");
    expect(nextFreeSlug("toiture", new Set(["toiture", "toiture-2", "toiture-3"]))).toBe("toiture-4");
    expect(nextFreeSlug("toiture", new Set(["toiture-2"]))).toBe("toiture");
  });

  it("slugifies the base it is given", () => {
    expect(nextFreeSlug("Toiture Écologique", new Set(["toiture-ecologique"]))).toBe("toiture-ecologique-2");
  });

  it("uniqueSlug works with a sync or async check", async () => {
    const taken = new Set(["gouttieres", "gouttieres-2"]);
    await expect(uniqueSlug("gouttieres", (s) => taken.has(s))).resolves.toBe("gouttieres-3");
    await expect(uniqueSlug("gouttieres", async (s) => taken.has(s))).resolves.toBe("gouttieres-3");
    await expect(uniqueSlug("zinc", (s) => taken.has(s))).resolves.toBe("zinc");
  });

  it("uniqueSlug gives up with a French error after maxAttempts", async () => {
    await expect(uniqueSlug("x", () => true, 5)).rejects.toThrow(ARTICLE_MESSAGES.noFreeSlug);
  });

  it("property: never returns a taken slug, and agrees with nextFreeSlug", async () => {
    await fc.assert(
      fc.asyncProperty(
        titleArb,
        fc.array(fc.nat({ max: 30 }), { maxLength: 30 }),
        fc.boolean(),
        async (title, suffixes, baseTaken) => {
          const base = deriveSlug(title);
          const taken = new Set(suffixes.map((n) => slugWithSuffix(base, n + 2)));
          if (baseTaken) taken.add(base);
          const slug = await uniqueSlug(title, (s) => taken.has(s));
          expect(taken.has(slug)).toBe(false);
          expect(slug).toMatch(SLUG_SHAPE);
          expect(nextFreeSlug(title, taken)).toBe(slug);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("fallbackExcerpt", () => {
  it("is the first 200 characters plus '...'", () => {
    const content = "x".repeat(150) + "y".repeat(100);
    expect(fallbackExcerpt(content)).toBe("x".repeat(150) + "y".repeat(50) + "...");
  });

  it("adds '...' even to a short content, as the rule says", () => {
    expect(fallbackExcerpt("Court texte.")).toBe("Court texte....");
  });

  it("ignores surrounding whitespace and never splits an emoji", () => {
    const content = `\n\n  ${"é".repeat(199)}🏠🏠🏠`;
    expect(fallbackExcerpt(content)).toBe(`${"é".repeat(199)}🏠...`);
  });

  it("is empty for empty content", () => {
    expect(fallbackExcerpt("   ")).toBe("");
  });

  it("property: at most 200 code points before '...', a prefix of the content's plain text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 400 }), (content) => {
        fc.pre(excerptSourceText(content).length > 0);
        const excerpt = fallbackExcerpt(content);
        expect(excerpt.endsWith("...")).toBe(true);
        const body = excerpt.slice(0, -3);
        expect(Array.from(body).length).toBeLessThanOrEqual(200);
        expect(excerptSourceText(content).startsWith(body)).toBe(true);
      }),
    );
  });

  it("excerptOrFallback keeps a given excerpt (trimmed)", () => {
    expect(excerptOrFallback("  Mon extrait ", "contenu")).toBe("Mon extrait");
    expect(excerptOrFallback("   ", "contenu")).toBe("contenu...");
    expect(excerptOrFallback(null, "contenu")).toBe("contenu...");
  });
});

describe("normaliseKeywords", () => {
  it("trims, drops empty and case-insensitive duplicates, keeps the first spelling", () => {
    expect(normaliseKeywords([" Toiture ", "", "toiture", "ZINC", "  ", "zinc", "Étanchéité", "ÉTANCHÉITÉ"])).toEqual([
      "Toiture",
      "ZINC",
      "Étanchéité",
    ]);
  });

  it("collapses inner whitespace and treats composed/decomposed accents alike", () => {
    expect(normaliseKeywords(["toiture   zinc", "Toiture zinc", "e\u0301tanche\u0301ite\u0301", "étanchéité"])).toEqual([
      "toiture zinc",
      "e\u0301tanche\u0301ite\u0301",
    ]);
  });

  it("property: no empty, no untrimmed, no case-insensitive duplicates; idempotent", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (list) => {
        const result = normaliseKeywords(list);
        for (const k of result) {
          expect(k.length).toBeGreaterThan(0);
          expect(k).toBe(k.trim());
        }
        const keys = result.map((k) => k.toLocaleLowerCase("fr-FR"));
        expect(new Set(keys).size).toBe(keys.length);
        expect(normaliseKeywords(result)).toEqual(result);
      }),
    );
  });
});

describe("normaliseCategory", () => {
  it("defaults an empty category", () => {
    expect(normaliseCategory("")).toBe(DEFAULT_CATEGORY);
    expect(normaliseCategory("   ")).toBe("Non catégorisé");
    expect(normaliseCategory(undefined)).toBe("Non catégorisé");
    expect(normaliseCategory(" Zinguerie ")).toBe("Zinguerie");
  });
});

describe("normaliseImageUrl", () => {
  it("stores an empty URL as null", () => {
    expect(normaliseImageUrl("")).toEqual({ ok: true, value: null });
    expect(normaliseImageUrl("   ")).toEqual({ ok: true, value: null });
    expect(normaliseImageUrl(null)).toEqual({ ok: true, value: null });
  });

  it("accepts https, http on this machine only, and our media paths", () => {
    expect(normaliseImageUrl("http://127.0.0.1:3000/og-default.jpg")).toEqual({
      ok: true,
      value: "http://127.0.0.1:3000/og-default.jpg",
    });
    expect(normaliseImageUrl("http://localhost:3000/a.jpg")).toEqual({ ok: true, value: "http://localhost:3000/a.jpg" });
    expect(normaliseImageUrl(" https://exemple.fr/photo.jpg ")).toEqual({
      ok: true,
      value: "https://exemple.fr/photo.jpg",
    });
    expect(normaliseImageUrl("https://exemple.fr/a b.jpg")).toEqual({ ok: true, value: "https://exemple.fr/a%20b.jpg" });
    expect(normaliseImageUrl("HTTPS://Exemple.FR/x.png")).toEqual({ ok: true, value: "https://exemple.fr/x.png" });
    expect(normaliseImageUrl("/media/1700000000000-abc123def4.jpg")).toEqual({
      ok: true,
      value: "/media/1700000000000-abc123def4.jpg",
    });
  });

  it.each([
    "http://exemple.fr/photo.jpg",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://exemple.fr/x.jpg",
    "//evil.example/x.jpg",
    "/etc/passwd",
    "/media/../secret",
    "/media/x.jpg?x=1",
    "/media/",
    "photo.jpg",
    "https://",
    "http:/exemple.fr/x.jpg",
  ])("refuses %s", (url) => {
    const result = normaliseImageUrl(url);
    expect(result.ok).toBe(false);
  });

  it("refuses an overlong URL", () => {
    expect(normaliseImageUrl(`https://exemple.fr/${"a".repeat(3000)}`)).toEqual({
      ok: false,
      error: ARTICLE_MESSAGES.imageUrlTooLong,
    });
  });

  it("refuses with a French message", () => {
    expect(normaliseImageUrl("javascript:alert(1)")).toEqual({ ok: false, error: ARTICLE_MESSAGES.invalidImageUrl });
  });
});

describe("articleInputSchema and prepareArticle", () => {
  const valid = {
    title: "  Entretien des gouttières  ",
    content: "# Entretien\n\nNettoyez vos gouttières deux fois par an.",
    excerpt: "",
    category: "",
    image_url: "",
    keywords: [" gouttières ", "Gouttières", "", "entretien"],
    published: "true",
  };

  it("normalises a valid article", () => {
    const result = prepareArticle(valid);
    expect(result).toEqual({
      ok: true,
      value: {
        title: "Entretien des gouttières",
        content: valid.content,
        excerpt: "Nettoyez vos gouttières deux fois par an....",
        category: "Non catégorisé",
        image_url: null,
        keywords: ["gouttières", "entretien"],
        slugBase: "entretien-des-gouttieres",
        published: true,
      },
    });
  });

  it("keeps a given excerpt and defaults the optional fields when missing", () => {
    const result = prepareArticle({ title: "T", content: "C", excerpt: " Résumé " });
    expect(result.ok && result.value).toMatchObject({
      excerpt: "Résumé",
      category: "Non catégorisé",
      image_url: null,
      keywords: [],
      published: false,
    });
  });

  it.each([
    [{ ...valid, title: "   " }, "title"],
    [{ ...valid, content: " \n\t " }, "content"],
    [{ ...valid, title: undefined }, "title"],
    [{ ...valid, content: undefined }, "content"],
  ])("requires a title and a content (%#)", (input, field) => {
    const result = prepareArticle(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe("Le titre et le contenu sont obligatoires");
    expect(result.fieldErrors[field as "title" | "content"]).toBe("Le titre et le contenu sont obligatoires");
  });

  it("puts the required message first even when other fields are wrong", () => {
    const result = prepareArticle({ ...valid, image_url: "javascript:alert(1)", title: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe(ARTICLE_MESSAGES.required);
    expect(result.fieldErrors.image_url).toBe(ARTICLE_MESSAGES.invalidImageUrl);
  });

  it("refuses a non-http image URL with a French message", () => {
    const result = prepareArticle({ ...valid, image_url: "javascript:alert(1)" });
    expect(result).toEqual({
      ok: false,
      error: ARTICLE_MESSAGES.invalidImageUrl,
      fieldErrors: { image_url: ARTICLE_MESSAGES.invalidImageUrl },
    });
  });

  it.each([
    [{ title: "a".repeat(201) }, "title", ARTICLE_MESSAGES.titleTooLong],
    [{ content: "a".repeat(200_001) }, "content", ARTICLE_MESSAGES.contentTooLong],
    [{ excerpt: "a".repeat(1001) }, "excerpt", ARTICLE_MESSAGES.excerptTooLong],
    [{ category: "a".repeat(81) }, "category", ARTICLE_MESSAGES.categoryTooLong],
    [{ keywords: ["a".repeat(61)] }, "keywords", ARTICLE_MESSAGES.keywordTooLong],
    [{ keywords: Array.from({ length: 21 }, (_, i) => `mot ${i}`) }, "keywords", ARTICLE_MESSAGES.tooManyKeywords],
  ])("enforces length limits (%#)", (patch, field, message) => {
    const result = prepareArticle({ ...valid, ...patch });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toBe(message);
    expect(message).toMatch(/caractères|mots-clés/);
  });

  it("accepts the limits themselves", () => {
    const result = prepareArticle({
      title: "a".repeat(200),
      content: "a".repeat(200_000),
      excerpt: "a".repeat(1000),
      category: "a".repeat(80),
      keywords: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(60, "x")),
    });
    expect(result.ok).toBe(true);
  });

  it("counts keywords after dropping duplicates", () => {
    const result = prepareArticle({ ...valid, keywords: [...Array(20).fill("zinc"), "toit"] });
    expect(result.ok && result.value.keywords).toEqual(["zinc", "toit"]);
  });

  it("reads published from booleans and form values", () => {
    const published = (value: unknown) => articleInputSchema.parse({ ...valid, published: value }).published;
    expect(published(true)).toBe(true);
    expect(published("on")).toBe(true);
    expect(published("1")).toBe(true);
    expect(published(false)).toBe(false);
    expect(published("false")).toBe(false);
    expect(published(undefined)).toBe(false);
  });

  it("never answers in English", () => {
    for (const input of [null, 42, { title: 1, content: 2 }, { ...valid, keywords: "zinc" }, { ...valid, category: 3 }]) {
      const result = prepareArticle(input);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      for (const message of [result.error, ...Object.values(result.fieldErrors)]) {
        expect(message).not.toMatch(/Invalid input|expected|Required/);
        expect(Object.values(ARTICLE_MESSAGES)).toContain(message);
      }
    }
  });
});

describe("keywordBadges", () => {
  it("shows up to 3 keywords and counts the rest", () => {
    expect(keywordBadges(["a", "b", "c", "d", "e"])).toEqual({
      shown: ["a", "b", "c"],
      more: 2,
      moreLabel: "+2 autres",
    });
    expect(keywordBadges(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b", "c"], more: 1, moreLabel: "+1 autre" });
    expect(keywordBadges(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0, moreLabel: null });
    expect(keywordBadges([])).toEqual({ shown: [], more: 0, moreLabel: null });
  });

  it("accepts another maximum", () => {
    expect(keywordBadges(["a", "b", "c"], 1)).toEqual({ shown: ["a"], more: 2, moreLabel: "+2 autres" });
    expect(keywordBadges(["a"], -1)).toEqual({ shown: [], more: 1, moreLabel: "+1 autre" });
  });
});

describe("ARTICLE_MESSAGES", () => {
  it("formats the parameterised messages in their documented wording", () => {
    expect(ARTICLE_MESSAGES.saveError("timeout")).toBe("Erreur lors de la sauvegarde: timeout");
    expect(ARTICLE_MESSAGES.publishedOn("21 novembre 2026")).toBe("Publié le 21 novembre 2026");
    expect(ARTICLE_MESSAGES.updatedOn("22 novembre 2026")).toBe("Mis à jour le 22 novembre 2026");
  });
});
