/**
 * The editor's AI assistant in Chromium, against the production server and
 * the fake OpenAI-compatible provider on loopback: the answer is streamed
 * into the content field piece by piece, the rules of docs/product.md#ai-generation fill the title,
 * excerpt and keywords at the end, the button states, 'Annuler' in the middle
 * of a stream (previous content back, provider request closed) and a
 * provider error (toast, content unchanged).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ARTICLE, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "~/features/articles/form-data";
import { createAdmin, runSql, signInByCookie, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";

const WRITE = "/dashboard-management-panel/write";

let fake: FakeOpenAI;
let server: TestServer;
let browser: Browser;
let tracked: TrackedPage;
let page: Page;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({
    AI_BASE_URL: fake.url,
    AI_API_KEY: "sk-test-ai-editor",
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "20000",
  });
  await createAdmin(server);
  browser = await launchBrowser();
  tracked = await openPage(browser, { width: 1280 });
  page = tracked.page;
  await signInByCookie(page, server);
  await page.goto(`${server.url}${WRITE}`);
  await waitForHydration(page);
});
afterAll(async () => {
  await tracked?.close();
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const content = () => page.getByLabel("Contenu (Markdown) *");
const generateButton = () => page.getByRole("button", { name: "Générer avec IA" });
const cancelButton = () => page.getByRole("button", { name: "Annuler" });

async function toastWith(text: string) {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** DEFAULT_ARTICLE cut into pieces of about 20 characters. */
function pieces(text: string, size = 20): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

describe("the AI assistant on the write page", () => {
  it("streams the text into the content, then fills title, excerpt and keywords; the button waits", async () => {
    // disabled without a topic
    await eventually(() => generateButton().isDisabled()).toBe(true);
    await eventually(() => cancelButton().count()).toBe(0);

    await content().fill("Ancien brouillon");
    await page.getByLabel("Extrait").fill("");
    await page.getByLabel("Titre *").fill("");
    await page.getByLabel("Mot-clé principal (optionnel)").fill("gouttière zinc");
    await page.getByLabel("Sujet de l'article").fill("Entretenir ses gouttières");
    await eventually(() => generateButton().isDisabled()).toBe(false);

    const chunks = pieces(DEFAULT_ARTICLE);
    expect(chunks.length).toBeGreaterThan(6);
    fake.next({ kind: "stream", chunks, intervalMs: 350 });
    await generateButton().click();

    // while generating: the button is disabled and 'Annuler' is offered
    await cancelButton().waitFor({ timeout: 10_000 });
    await eventually(() => generateButton().isDisabled()).toBe(true);

    // the content shows a part of the answer before the stream has ended
    await page.waitForFunction(
      ([label, first]) => {
        const area = Array.from(document.querySelectorAll("textarea")).find((t) => t.labels?.[0]?.textContent?.includes(label!));
        return Boolean(area && area.value.startsWith(first!));
      },
      ["Contenu (Markdown)", chunks.slice(0, 2).join("")],
      { timeout: 15_000 },
    );
    const partial = await content().inputValue();
    expect(DEFAULT_ARTICLE.startsWith(partial)).toBe(true);
    expect(partial.length).toBeLessThan(DEFAULT_ARTICLE.length);
    await eventually(() => generateButton().isDisabled()).toBe(true);
    // nothing can be typed into the content while the answer is written into it
    await eventually(() => content().isEditable()).toBe(false);

    await toastWith("Contenu généré avec succès !");
    // the title line at the top became the title: out of the body and of the excerpt (docs/product.md#ai-generation)
    await eventually(() => content().inputValue()).toBe(DEFAULT_ARTICLE.slice(DEFAULT_ARTICLE.indexOf("\n\n") + 2));
    await eventually(() => page.getByLabel("Titre *").inputValue()).toBe("Entretien des gouttières en zinc");
    await eventually(() => page.getByLabel("Extrait").inputValue()).toMatch(/^Des gouttières propres .*\.\.\.$/);
    expect((await page.getByLabel("Extrait").inputValue()).length).toBeLessThanOrEqual(153);
    await eventually(() => page.getByRole("button", { name: "Retirer le mot-clé gouttière zinc" }).count()).toBe(1);
    await eventually(() => cancelButton().count()).toBe(0);
    await eventually(() => generateButton().isDisabled()).toBe(false);
    await eventually(() => content().isEditable()).toBe(true);

    const prompt = fake.requests[0]?.body.messages?.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain("Entretenir ses gouttières (mot-clé principal: gouttière zinc)");
    expect(fake.requests[0]?.body.stream).toBe(true);
  });

  it("keeps a title and an excerpt already written, and does not add the keyword twice", async () => {
    fake.reset();
    await page.getByLabel("Titre *").fill("Mon titre à moi");
    await page.getByLabel("Extrait").fill("Mon extrait.");
    fake.next({ kind: "stream", chunks: ["# Un autre titre\n\n", "Un autre texte."], intervalMs: 50 });
    await generateButton().click();
    await toastWith("Contenu généré avec succès !");
    // the title line is out of the body once the text is in, even where a title was already written
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll("textarea")).some((t) => t.value === "Un autre texte."),
    );
    await eventually(() => page.getByLabel("Titre *").inputValue()).toBe("Mon titre à moi");
    await eventually(() => page.getByLabel("Extrait").inputValue()).toBe("Mon extrait.");
    await eventually(() => page.getByRole("button", { name: "Retirer le mot-clé gouttière zinc" }).count()).toBe(1);
  });

  it("'Annuler' in the middle of a stream puts the previous content back and closes the provider request", async () => {
    fake.reset();
    await content().fill("Mon brouillon à garder");
    // two pieces, then the provider stalls (never ends)
    fake.next({
      kind: "stream",
      chunks: ["# Début du texte\n\n", "Premier paragraphe", "jamais envoyé"],
      intervalMs: 100,
      stallAfter: 2,
    });
    await generateButton().click();
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll("textarea")).some((t) => t.value.startsWith("# Début du texte")),
      undefined,
      {
        timeout: 15_000,
      },
    );
    await eventually(() => generateButton().isDisabled()).toBe(true);
    await cancelButton().click();

    await toastWith("Génération annulée");
    await eventually(() => content().inputValue()).toBe("Mon brouillon à garder");
    await eventually(() => cancelButton().count()).toBe(0);
    await eventually(() => generateButton().isDisabled()).toBe(false);
    // the server aborted the provider request
    const request = await fake.waitForRequest(1);
    const closedByClient = await Promise.race([request.closed, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
    expect(closedByClient).toBe(true);
    await eventually(() => page.locator("[data-sonner-toast]", { hasText: "Erreur lors de la génération" }).count()).toBe(0);
  });

  it("a provider error (HTTP 500) shows the error toast and leaves the content as it was", async () => {
    fake.reset();
    await content().fill("Mon brouillon à garder");
    fake.next({ kind: "status", status: 500 });
    await generateButton().click();
    await toastWith("Erreur lors de la génération: ");
    await eventually(() => content().inputValue()).toBe("Mon brouillon à garder");
    await eventually(() => generateButton().isDisabled()).toBe(false);
    expect(tracked.errors.filter((e) => !/status of 50\d/.test(e))).toEqual([]);
    expect(tracked.externalRequests).toEqual([]);
  });
});

describe("the AI assistant on the edit page", () => {
  it("offers 'Remplacer avec IA', replaces the content, keeps the title and excerpt, and saves nothing by itself", async () => {
    // an article written earlier, saved through the editor's own form post
    const cookies = await page.context().cookies(server.url);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const saved = await fetch(`${server.url}${WRITE}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        [ARTICLE_FIELDS.title]: "Nos conseils zinc",
        [ARTICLE_FIELDS.excerpt]: "Un extrait écrit à la main.",
        [ARTICLE_FIELDS.content]: "Ancien texte de l'article.",
        [ARTICLE_FIELDS.intent]: SAVE_INTENTS.draft,
      }),
    });
    expect(saved.status).toBe(302);
    const [row] = await runSql(server, "SELECT id FROM articles WHERE title = ?", ["Nos conseils zinc"]);

    fake.reset();
    await page.goto(`${server.url}/dashboard-management-panel/edit/${String(row!.id)}`);
    await waitForHydration(page);
    await eventually(() => page.getByRole("button", { name: "Générer avec IA" }).count()).toBe(0);
    const replace = page.getByRole("button", { name: "Remplacer avec IA" });
    await page.getByLabel("Sujet de l'article").fill("Le zinc prépatiné");
    fake.next({ kind: "stream", chunks: ["# Le zinc prépatiné\n\n", "Un matériau durable."], intervalMs: 50 });
    await replace.click();
    await toastWith("Contenu généré avec succès !");
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll("textarea")).some((t) => t.value === "Un matériau durable."),
    );
    await eventually(() => page.getByLabel("Titre *").inputValue()).toBe("Nos conseils zinc");
    await eventually(() => page.getByLabel("Extrait").inputValue()).toBe("Un extrait écrit à la main.");

    // nothing is saved until the author saves
    const [stored] = await runSql(server, "SELECT content FROM articles WHERE id = ?", [row!.id]);
    expect(stored!.content).toBe("Ancien texte de l'article.");
  });
});
