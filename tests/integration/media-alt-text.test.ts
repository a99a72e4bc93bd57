/**
 * Alt text of library files (docs/product.md#media-alt-text) on a real
 * database, with real better-auth sessions, real stored images (the upload's
 * own processing) and the fake OpenAI-compatible server on loopback: the
 * library's form action, the insert dialog's write-back, the public article's
 * main image, and 'Suggérer' with and without a model that reads images.
 *
 * Each engine gets its own module graph (vi.resetModules) because the auth
 * instance and the database are process-wide singletons.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "~/config/env.server";
import type * as DbModule from "~/db/client.server";
import type * as AuthModule from "~/features/auth/auth.server";
import type * as SuggestModule from "~/features/media/alt-suggestion.server";
import type * as ImagesModule from "~/features/media/images.server";
import type * as RepositoryModule from "~/features/media/repository.server";
import type * as StorageModule from "~/features/media/storage.server";
import type * as ArticlesModule from "~/features/articles/article-writes.server";
import type * as ContentVersionModule from "~/lib/content-version.server";
import type * as LibraryRoute from "~/routes/admin/images";
import type * as AltTextRoute from "~/routes/api/media-alt-text";
import type * as ArticleRoute from "~/routes/blog/article";
import { ALT_SUGGESTION_MESSAGES, VISION_SYSTEM_PROMPT } from "~/features/media/alt-suggestion";
import { ALT_TEXT_MESSAGES, MEDIA_ALT_MAX_LENGTH } from "~/features/media/alt-text";
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { roofPhoto } from "../helpers/sample-images";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const API_KEY = "sk-alt-text-test-9f3b2c7d1e5a";
const SITE = "http://127.0.0.1:3999";
const PASSWORD = "mot-de-passe-solide-42";
const RATE_LIMIT = 4;
const PHOTO = "1700000000000-gouttiere01.jpg";
const CAMERA = "1700000000001-camera0001.jpg";
const VIDEO = "1700000000002-chantier001.mp4";
const NOW = Date.parse("2026-11-26T10:00:00.000Z");

type Modules = {
  env: typeof EnvModule;
  db: typeof DbModule;
  auth: typeof AuthModule;
  suggest: typeof SuggestModule;
  images: typeof ImagesModule;
  repository: typeof RepositoryModule;
  storage: typeof StorageModule;
  articles: typeof ArticlesModule;
  versions: typeof ContentVersionModule;
  library: typeof LibraryRoute;
  altTextApi: typeof AltTextRoute;
  articlePage: typeof ArticleRoute;
};

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

type Json = Record<string, unknown>;
type VisionMessage = { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] };

/** A route action's answer (a Response, or React Router's data() object) as status and JSON. */
async function answerOf(result: unknown): Promise<{ status: number; body: Json }> {
  if (result instanceof Response) return { status: result.status, body: (await result.json()) as Json };
  const value = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data as Json };
  return { status: 200, body: result as Json };
}

/** Runs a route function; a thrown Response (a guard's 401) is its answer. */
async function run(call: () => Promise<unknown> | unknown): Promise<{ status: number; body: Json }> {
  try {
    return await answerOf(await call());
  } catch (thrown) {
    if (thrown instanceof Response) return answerOf(thrown);
    throw thrown;
  }
}

describe.each(TEST_ENGINES)("media alt text on %s", (kind) => {
  let t: TestDatabase;
  let m: Modules;
  let cookie: string;
  let userId: string;
  let scratch: string;

  function form(url: string, fields: Record<string, string>, auth: string | null = cookie): Request {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: SITE };
    if (auth) headers.cookie = auth;
    return new Request(`${SITE}${url}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  }

  const libraryPost = (fields: Record<string, string>, auth?: string | null) =>
    run(() =>
      m.library.action({
        request: form("/dashboard-management-panel/images", { intent: "alt", ...fields }, auth),
        params: {},
        context: {},
      } as never),
    );
  const insertPost = (fields: Record<string, string>, auth?: string | null) =>
    run(() =>
      m.altTextApi.action({
        request: form("/api/media/alt-text", { mode: "insert", ...fields }, auth),
        params: {},
        context: {},
      } as never),
    );
  const suggest = (fields: Record<string, string>, auth?: string | null) =>
    run(() => m.suggest.handleAltSuggestion(form("/api/media/alt-suggestion", fields, auth), () => NOW));
  const altOf = async (name: string) => (await m.repository.findMedia(name))?.altText;

  function withEnv(values: Record<string, string>): () => void {
    const saved = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
    Object.assign(process.env, values);
    m.env.resetEnvForTests();
    return () => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      m.env.resetEnvForTests();
    };
  }

  /** Stores a photo as an upload does (re-encoded original, variants) and lists it. */
  async function storePhoto(name: string, originalName: string, seed: number) {
    const { storage, tempDir } = m.storage.getMediaStorage(m.env.getEnv());
    mkdirSync(tempDir, { recursive: true });
    const input = path.join(scratch, `${name}.in`);
    writeFileSync(input, await roofPhoto(900, 600, seed, 85));
    const processed = await m.images.processImage({ input, name, ext: "jpg", contentType: "image/jpeg", storage, tempDir });
    await m.repository.insertMedia(
      m.repository.newMediaRecord({
        name,
        originalName,
        mimetype: "image/jpeg",
        kind: "image",
        uploadedBy: userId,
        ...processed,
      }),
    );
  }

  beforeAll(async () => {
    t = await useTestDatabase(kind, {
      AI_BASE_URL: fake.url,
      AI_API_KEY: API_KEY,
      AI_MODEL: "fake-vision-model",
      AI_TIMEOUT_MS: "2000",
      AI_VISION: "on",
      AI_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
      LOG_LEVEL: "silent",
      S3_BUCKET: "",
    });
    vi.resetModules();
    m = {
      env: await import("~/config/env.server"),
      db: await import("~/db/client.server"),
      auth: await import("~/features/auth/auth.server"),
      suggest: await import("~/features/media/alt-suggestion.server"),
      images: await import("~/features/media/images.server"),
      repository: await import("~/features/media/repository.server"),
      storage: await import("~/features/media/storage.server"),
      articles: await import("~/features/articles/article-writes.server"),
      versions: await import("~/lib/content-version.server"),
      library: await import("~/routes/admin/images"),
      altTextApi: await import("~/routes/api/media-alt-text"),
      articlePage: await import("~/routes/blog/article"),
    };
    const auth = m.auth.getAuth();
    const email = `alt-${kind}@example.fr`;
    const created = await auth.api.createUser({ body: { email, password: PASSWORD, name: "Admin", role: "admin" } });
    userId = created.user.id;
    const response = await auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true });
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    scratch = mkdtempSync(path.join(tmpdir(), "az-alt-"));
    await storePhoto(PHOTO, "gouttiere-zinc-facade.jpg", 1);
    await storePhoto(CAMERA, "IMG_2034.jpg", 2);
    await m.repository.insertMedia(
      m.repository.newMediaRecord({
        name: VIDEO,
        originalName: "chantier.mp4",
        mimetype: "video/mp4",
        kind: "video",
        size: 10,
        width: null,
        height: null,
        variants: [],
        uploadedBy: userId,
      }),
    );
  });
  afterAll(async () => {
    await m?.db.closeDatabase();
    await t?.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.reset();
  });

  describe("the library's form", () => {
    it("saves the text trimmed on one line, lists it, and moves the articles' content version", async () => {
      const before = Number(await m.versions.readContentVersion("articles"));
      const saved = await libraryPost({ name: PHOTO, altText: "  Gouttière en zinc\n posée sur une façade  " });
      expect(saved).toEqual({
        status: 200,
        body: { ok: true, name: PHOTO, altText: "Gouttière en zinc posée sur une façade", message: ALT_TEXT_MESSAGES.saved },
      });
      expect(await altOf(PHOTO)).toBe("Gouttière en zinc posée sur une façade");
      expect(Number(await m.versions.readContentVersion("articles"))).toBe(before + 1);

      // the library page lists it (the marker 'Texte alternatif manquant' is for files without one)
      const page = (await m.library.loader({
        request: new Request(`${SITE}/dashboard-management-panel/images`, { headers: { cookie } }),
        params: {},
        context: {},
      } as never)) as {
        items: { name: string; altText: string | null }[];
      };
      expect(page.items.find((i) => i.name === PHOTO)?.altText).toBe("Gouttière en zinc posée sur une façade");
      expect(page.items.find((i) => i.name === CAMERA)?.altText).toBeNull();

      // the same text again changes nothing
      await libraryPost({ name: PHOTO, altText: "Gouttière en zinc posée sur une façade" });
      expect(Number(await m.versions.readContentVersion("articles"))).toBe(before + 1);
    });

    it("an empty text clears it", async () => {
      await libraryPost({ name: CAMERA, altText: "Provisoire" });
      const cleared = await libraryPost({ name: CAMERA, altText: "   " });
      expect(cleared).toMatchObject({ status: 200, body: { ok: true, altText: null, message: ALT_TEXT_MESSAGES.cleared } });
      expect(await altOf(CAMERA)).toBeNull();
    });

    it("refuses an oversize text in French (400), keeping what was typed and the stored text", async () => {
      const long = "a".repeat(MEDIA_ALT_MAX_LENGTH + 1);
      expect(await libraryPost({ name: PHOTO, altText: long })).toEqual({
        status: 400,
        body: { ok: false, name: PHOTO, error: "Le texte alternatif doit faire 200 caractères au plus.", value: long },
      });
      expect(await altOf(PHOTO)).toBe("Gouttière en zinc posée sur une façade");
    });

    it("unknown file → 404 in French; a variant's name and a video are refused", async () => {
      for (const name of ["1799999999999-inconnu0001.jpg", "1700000000000-gouttiere01-480w.webp", "../../etc/passwd"]) {
        expect(await libraryPost({ name, altText: "Toiture" }), name).toMatchObject({
          status: 404,
          body: { ok: false, error: "Ce fichier n'est plus dans la médiathèque." },
        });
      }
      expect(await libraryPost({ name: VIDEO, altText: "Chantier" })).toMatchObject({
        status: 400,
        body: { error: ALT_TEXT_MESSAGES.notAnImage },
      });
    });

    it("signed out: 401, nothing stored", async () => {
      for (const auth of [null, "better-auth.session_token=forged.value"]) {
        expect(await libraryPost({ name: CAMERA, altText: "Intrus" }, auth)).toEqual({
          status: 401,
          body: { success: false, error: "Vous devez être connecté." },
        });
        expect(await insertPost({ name: CAMERA, altText: "Intrus" }, auth)).toMatchObject({ status: 401 });
      }
      expect(await altOf(CAMERA)).toBeNull();
    });
  });

  describe("the insert dialog's write-back", () => {
    it("requires a text, fills a file that had none, keeps one that had one", async () => {
      expect(await insertPost({ name: CAMERA, altText: "  " })).toMatchObject({
        status: 400,
        body: { ok: false, error: "Le texte alternatif est requis : décrivez l'image en quelques mots" },
      });
      expect(await insertPost({ name: CAMERA, altText: "Noue en zinc neuve" })).toMatchObject({
        status: 200,
        body: { ok: true, altText: "Noue en zinc neuve" },
      });
      expect(await altOf(CAMERA)).toBe("Noue en zinc neuve");
      // the library's text stays: the article's own text is in its Markdown
      expect(await insertPost({ name: CAMERA, altText: "Autre description" })).toMatchObject({
        status: 200,
        body: { ok: true, altText: "Noue en zinc neuve" },
      });
      expect(await altOf(CAMERA)).toBe("Noue en zinc neuve");
      expect(await insertPost({ name: "1799999999999-inconnu0001.jpg", altText: "x" })).toMatchObject({ status: 404 });
      await libraryPost({ name: CAMERA, altText: "" });
    });
  });

  describe("the public article's main image", () => {
    it("takes the library's alt text, else the article's title", async () => {
      const values = { content: "Texte.", excerpt: "", category: "Zinguerie", keywords: [], published: true };
      const withAlt = await m.articles.createArticle(userId, {
        ...values,
        title: "Gouttières neuves",
        image_url: `/media/${PHOTO}`,
      });
      const withoutAlt = await m.articles.createArticle(userId, {
        ...values,
        title: "Chantier sans texte",
        image_url: `${SITE}/media/${CAMERA}`,
      });
      const load = async (slug: string) =>
        (await m.articlePage.loader({
          request: new Request(`${SITE}/blog/${slug}`),
          params: { slug },
          context: {},
        } as never)) as { imageAlt: string | null };
      expect((await load(withAlt.slug)).imageAlt).toBe("Gouttière en zinc posée sur une façade");
      expect((await load(withoutAlt.slug)).imageAlt).toBeNull();
      await libraryPost({ name: CAMERA, altText: "Chéneau en cuivre" });
      // the site's absolute URL of the file is recognised too
      expect((await load(withoutAlt.slug)).imageAlt).toBe("Chéneau en cuivre");
      await libraryPost({ name: CAMERA, altText: "" });
    });
  });

  describe("'Suggérer'", () => {
    it("AI_VISION=on: sends a small JPEG of the image with the French prompt and the article's title; the answer is cleaned", async () => {
      fake.next({ kind: "json", content: "Texte alternatif : « Gouttière en zinc le long d'une façade en pierre »" });
      const answer = await suggest({ name: PHOTO, title: "Entretenir ses gouttières", category: "Zinguerie" });
      expect(answer).toEqual({
        status: 200,
        body: { success: true, suggestion: "Gouttière en zinc le long d'une façade en pierre", source: "vision" },
      });

      expect(fake.requests).toHaveLength(1);
      const sent = fake.requests[0]!;
      expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(sent.body.model).toBe("fake-vision-model");
      const messages = sent.body.messages as unknown as VisionMessage[];
      expect(messages[0]).toEqual({ role: "system", content: VISION_SYSTEM_PROMPT });
      const parts = messages[1]!.content as { type: string; text?: string; image_url?: { url: string } }[];
      expect(parts[0]).toEqual({
        type: "text",
        text: "Écris le texte alternatif de cette image. Elle illustre l'article « Entretenir ses gouttières » (catégorie Zinguerie).",
      });
      const url = parts[1]!.image_url!.url;
      expect(url).toMatch(/^data:image\/jpeg;base64,/);
      const jpeg = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe("jpeg");
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
      expect(jpeg.length).toBeLessThan(100_000);
      // nothing is stored: the suggestion only fills the field
      expect(await altOf(PHOTO)).toBe("Gouttière en zinc posée sur une façade");
    });

    it("a model that refuses images (HTTP 400): the context suggestion, saying why", async () => {
      fake.next({
        kind: "status",
        status: 400,
        body: JSON.stringify({ error: { message: "image input is not supported for this model" } }),
      });
      expect(await suggest({ name: PHOTO, category: "Zinguerie" })).toEqual({
        status: 200,
        body: {
          success: true,
          suggestion: "Gouttiere zinc facade – Zinguerie",
          source: "context",
          notice: ALT_SUGGESTION_MESSAGES.visionRefused,
        },
      });
      fake.next({ kind: "status", status: 400, body: JSON.stringify({ error: { message: "image input is not supported" } }) });
      expect(await suggest({ name: CAMERA })).toEqual({
        status: 422,
        body: { success: false, error: ALT_SUGGESTION_MESSAGES.visionRefusedNothing },
      });
    });

    it("a failing provider: a French message, nothing changed", async () => {
      fake.next({ kind: "status", status: 500 });
      expect(await suggest({ name: PHOTO })).toEqual({
        status: 502,
        body: { success: false, error: "Suggestion impossible : le service IA est en erreur (HTTP 500)" },
      });
      expect(await altOf(PHOTO)).toBe("Gouttière en zinc posée sur une façade");
    });

    it("AI not configured: 503 with what to set, and the provider is not called", async () => {
      const restore = withEnv({ AI_BASE_URL: "", AI_API_KEY: "", AI_MODEL: "" });
      try {
        expect(await suggest({ name: PHOTO })).toEqual({
          status: 503,
          body: {
            success: false,
            error: "Suggestion impossible : le service IA n'est pas configuré (définissez AI_BASE_URL, AI_API_KEY et AI_MODEL)",
          },
        });
      } finally {
        restore();
      }
      expect(fake.requests).toHaveLength(0);
    });

    it("AI_VISION=off: from the file's name and the article, without calling the model", async () => {
      const restore = withEnv({ AI_VISION: "off" });
      try {
        expect(await suggest({ name: PHOTO, title: "Entretenir ses gouttières", category: "Zinguerie" })).toEqual({
          status: 200,
          body: { success: true, suggestion: "Gouttiere zinc facade – Zinguerie", source: "context" },
        });
        expect(await suggest({ name: CAMERA, title: "Refaire sa toiture" })).toMatchObject({
          status: 200,
          body: { suggestion: "Illustration de l'article « Refaire sa toiture »", source: "context" },
        });
        expect(await suggest({ name: CAMERA })).toEqual({
          status: 422,
          body: { success: false, error: ALT_SUGGESTION_MESSAGES.nothingToSuggest },
        });
      } finally {
        restore();
      }
      expect(fake.requests).toHaveLength(0);
    });

    it("unknown file → 404, a video → 400, signed out → 401; the provider is not called", async () => {
      expect(await suggest({ name: "1799999999999-inconnu0001.jpg" })).toEqual({
        status: 404,
        body: { success: false, error: ALT_TEXT_MESSAGES.notFound },
      });
      expect(await suggest({ name: VIDEO })).toEqual({
        status: 400,
        body: { success: false, error: ALT_TEXT_MESSAGES.notAnImage },
      });
      expect(await suggest({ name: PHOTO }, null)).toEqual({
        status: 401,
        body: { success: false, error: "Vous devez être connecté." },
      });
      expect(fake.requests).toHaveLength(0);
    });

    it(`rate limited per administrator (${RATE_LIMIT} an hour here): 429 with Retry-After`, async () => {
      // the earlier tests of this file asked the model 4 times in this hour: the next one is refused
      const response = await m.suggest.handleAltSuggestion(form("/api/media/alt-suggestion", { name: PHOTO }), () => NOW);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await response.json()) as Json).error).toMatch(
        /^Suggestion impossible : trop de demandes à l'IA \(4 par heure au plus\), réessayez dans /,
      );
      expect(fake.requests).toHaveLength(0);
      // the next hour, allowed again
      fake.next({ kind: "json", content: "Toiture en zinc" });
      const later = await m.suggest.handleAltSuggestion(
        form("/api/media/alt-suggestion", { name: PHOTO }),
        () => NOW + 60 * 60 * 1000,
      );
      expect(later.status).toBe(200);
    });
  });
});
