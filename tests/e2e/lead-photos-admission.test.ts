/**
 * Anonymous clients cannot hold the disk with slow photo uploads
 * (docs/product.md#lead-photos, docs/decisions/032-upload-admission.md).
 * Each attack is played against the production server with raw HTTP
 * clients from their own loopback addresses (Linux routes all of
 * 127.0.0.0/8 to loopback), watching the temporary folder:
 * - an address over its rate limit is answered 429 before its body is read;
 * - a third upload in progress from one address is refused at once (429);
 * - the temporary photo bytes never pass their budget, and a new upload is
 *   refused at once (503) when it has no room left;
 * - an upload still arriving at its deadline is cut, its files removed;
 * - the visitor sees the French message on the form, with or without JavaScript.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY } from "~/config/constants";
import { createConsentRecord, ESSENTIAL_ONLY } from "~/features/consent/consent";
import { UPLOAD_MESSAGES } from "~/features/lead-photos/admission.server";
import { LEAD_MESSAGES } from "~/features/leads/copy";
import { roofPhoto } from "../helpers/sample-images";
import { runSql, waitForHydration } from "./helpers/admin";
import { launchBrowser, openPage, type PageOptions } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { startServer, type TestServer } from "./helpers/server";

const MB = 1024 * 1024;
/** The attack's parts: JPEG-headed (file-type takes them for photos), just under the 10 MB of a photo. */
const PART_BYTES = 9.5 * MB;
const BOUNDARY = "----azadmission";
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const ZEROS = Buffer.alloc(64 * 1024);
/** Long enough that an answer not given at once is not given at all before the body ends. */
const AT_ONCE_MS = 5_000;

let photo: Buffer;
const servers: TestServer[] = [];
let browser: Browser | undefined;

beforeAll(async () => {
  photo = await roofPhoto(1200, 800, 2);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
});
// a test that failed halfway leaves no client sending
afterEach(() => {
  for (const upload of openUploads) upload.destroy();
  openUploads.clear();
});

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

const tmpDir = (server: TestServer) => path.join(server.dataDir, "lead-photos", "tmp");

/** What the temporary folder holds: its files and their bytes. */
function tmpContents(server: TestServer): { files: number; bytes: number } {
  const dir = tmpDir(server);
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir)) {
    try {
      bytes += statSync(path.join(dir, entry)).size;
      files += 1;
    } catch {
      // removed meanwhile
    }
  }
  return { files, bytes };
}

/** Samples the temporary folder every few milliseconds; stop() gives the most it held. */
function watchTmp(server: TestServer): { stop: () => { files: number; bytes: number } } {
  const peak = { files: 0, bytes: 0 };
  const timer = setInterval(() => {
    const now = tmpContents(server);
    peak.files = Math.max(peak.files, now.files);
    peak.bytes = Math.max(peak.bytes, now.bytes);
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { ok?: boolean; message?: string | null } | null;
  /** ms from the first byte sent to the answer */
  afterMs: number;
}

interface Upload {
  /** the server's answer, or null when the connection closed without one */
  answer: Promise<Answer | null>;
  answered: () => boolean;
  /** what became of the request so far, for a failed expectation's message */
  story: () => string;
  /** sends bytes of the body (chunked); false once the connection is gone or answered */
  write: (bytes: Buffer) => Promise<boolean>;
  end: () => void;
  destroy: () => void;
}

const openUploads = new Set<Upload>();

/** A quote request posted as multipart, chunked, from `localAddress`, written as the test says. */
function openUpload(server: TestServer, localAddress: string): Upload {
  const url = new URL("/api/leads/quote", server.url);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    method: "POST",
    path: url.pathname,
    localAddress,
    agent: false,
    headers: { origin: server.url, accept: "application/json", "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const started = Date.now();
  let answered = false;
  let gone = false;
  const events: string[] = [];
  const note = (event: string) => events.push(`${event} at ${Date.now() - started} ms`);
  const answer = new Promise<Answer | null>((resolve) => {
    req.on("response", (res) => {
      answered = true;
      note(`answer ${res.statusCode}`);
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      const done = () => {
        let body: Answer["body"] = null;
        try {
          body = JSON.parse(text) as Answer["body"];
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, afterMs: Date.now() - started });
      };
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      note(`error ${error.code ?? error.message}`);
      gone = true;
      setTimeout(() => resolve(null), 200);
    });
    req.on("close", () => {
      note("closed");
      gone = true;
      setTimeout(() => resolve(null), 200);
    });
  });
  const upload: Upload = {
    answer,
    answered: () => answered,
    story: () => (events.length ? events.join(", ") : `nothing after ${Date.now() - started} ms`),
    async write(bytes) {
      if (gone || answered || req.destroyed) return false;
      if (req.write(bytes)) return true;
      const drained = await Promise.race([
        new Promise<boolean>((resolve) => req.once("drain", () => resolve(true))),
        answer.then(() => false),
      ]);
      return drained && !gone && !answered;
    },
    end: () => req.end(),
    destroy: () => req.destroy(),
  };
  openUploads.add(upload);
  return upload;
}

function fieldsPart(email: string): Buffer {
  const fields = {
    firstName: "Marie",
    lastName: "Martin",
    email,
    phone: "04 72 00 00 00",
    address: "12 rue des Tuiles, 69001 Lyon",
    description: "Tuiles déplacées par le vent.",
  };
  return Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join(""),
  );
}

const photoHead = (n: number) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="toit-${n}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);

/** Writes a JPEG-headed photo part of `bytes` bytes, left open (its CRLF not sent); false once the server stopped taking it. */
async function writeJunkPhoto(upload: Upload, n: number, bytes: number): Promise<boolean> {
  if (!(await upload.write(Buffer.concat([photoHead(n), JPEG_HEAD])))) return false;
  for (let sent = JPEG_HEAD.length; sent < bytes; sent += ZEROS.length) {
    if (!(await upload.write(ZEROS.subarray(0, Math.min(ZEROS.length, bytes - sent))))) return false;
  }
  return true;
}

/**
 * The attack of the report: the fields, `parts` JPEG-headed parts of `partBytes`, then one byte a
 * second inside the last part until the server answers, the connection goes, or `stop` resolves.
 */
async function slowAttack(
  upload: Upload,
  email: string,
  { parts = 3, partBytes = PART_BYTES, stop }: { parts?: number; partBytes?: number; stop: Promise<void> },
): Promise<void> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  if (!(await upload.write(fieldsPart(email)))) return;
  for (let n = 1; n <= parts; n++) {
    if (n > 1 && !(await upload.write(Buffer.from("\r\n")))) return;
    if (!(await writeJunkPhoto(upload, n, partBytes))) return;
  }
  while (!stopped && (await upload.write(Buffer.from([0x00])))) {
    await Promise.race([new Promise((r) => setTimeout(r, 1000)), stop]);
  }
}

/** A complete post of the same junk parts, sent as fast as the server takes it. */
async function fullAttack(upload: Upload, email: string, parts = 3): Promise<void> {
  if (!(await upload.write(fieldsPart(email)))) return;
  for (let n = 1; n <= parts; n++) {
    if (n > 1 && !(await upload.write(Buffer.from("\r\n")))) return;
    if (!(await writeJunkPhoto(upload, n, PART_BYTES))) return;
  }
  if (await upload.write(Buffer.concat([Buffer.from("\r\n"), CLOSING]))) upload.end();
}

/** An honest quote request with one real photo, from `localAddress`: its answer. */
async function honestPost(server: TestServer, localAddress: string, email: string): Promise<Answer | null> {
  const upload = openUpload(server, localAddress);
  await upload.write(Buffer.concat([fieldsPart(email), photoHead(1), photo, Buffer.from("\r\n"), CLOSING]));
  upload.end();
  return upload.answer;
}

/** The answer if it comes within `ms`, else null. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<null>((r) => setTimeout(() => r(null), ms))]);

/** The first `count` answers given to `uploads`, as soon as they are given (or those given within `ms`). */
async function firstAnswers(uploads: Upload[], count: number, ms: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    for (const upload of uploads) {
      void upload.answer.then((answer) => {
        if (answer) answers.push(answer);
        if (answers.length >= count) resolve();
      });
    }
  });
  clearTimeout(timer);
  return [...answers];
}

/** The requests stored for `email`, with their number of photos. */
async function leadsOf(server: TestServer, email: string): Promise<{ photos: number }[]> {
  const rows = await runSql(
    server,
    "select (select count(*) from lead_photos where lead_photos.lead_id = leads.id) as photos from leads where email = ?",
    [email],
  );
  return rows.map((row) => ({ photos: Number(row.photos) }));
}

function released(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe("the rate limit before the body", () => {
  it("answers 429 to an address at its limit before reading its photos, and an honest visitor's forms count once each", async () => {
    const server = await serverWith({ RATE_LIMIT_LEADS_PER_HOUR: "2" });
    const address = "127.0.3.1";
    // two requests with a photo, both stored: the check before reading costs no hit of its own
    for (const email of ["premier@example.fr", "second@example.fr"]) {
      const answer = await honestPost(server, address, email);
      expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
      expect(await leadsOf(server, email)).toEqual([{ photos: 1 }]);
    }

    const stop = released();
    const upload = openUpload(server, address);
    const sending = slowAttack(upload, "troisieme@example.fr", { stop: stop.promise });
    const answer = await within(upload.answer, AT_ONCE_MS);
    const tmpAtAnswer = tmpContents(server);
    stop.release();
    upload.destroy();
    await sending;
    expect(answer?.status, upload.story()).toBe(429);
    expect(answer?.body).toEqual({ ok: false, errors: {}, message: LEAD_MESSAGES.rateLimited });
    expect(Number(answer?.headers["retry-after"])).toBeGreaterThan(0);
    expect(tmpAtAnswer).toEqual({ files: 0, bytes: 0 });
    expect(await leadsOf(server, "troisieme@example.fr")).toEqual([]);
  });
});

describe("uploads in progress per address", () => {
  it("refuses at once, with 429 and the message, all but two of ten slow uploads from one address", async () => {
    const server = await serverWith({ RATE_LIMIT_LEADS_PER_HOUR: "1000" });
    const address = "127.0.4.1";
    const watch = watchTmp(server);
    const stop = released();
    const uploads = Array.from({ length: 10 }, () => openUpload(server, address));
    const sending = uploads.map((u, i) => slowAttack(u, `lent${i}@example.fr`, { stop: stop.promise }));

    // Eight answered at once; the two taken are being received (their photos in the temporary folder), so no
    // answer is due to them before their body ends: what they have not been given by then, they never will.
    const refused = await firstAnswers(uploads, 8, AT_ONCE_MS);
    expect(refused).toHaveLength(8);
    for (const answer of refused) {
      expect(answer!.status).toBe(429);
      expect(answer!.body).toEqual({ ok: false, errors: {}, message: UPLOAD_MESSAGES.busy });
      expect(answer!.headers["retry-after"]).toBe("60");
    }
    // the two in progress are still being received; another address is not held up by them
    await eventually(() => tmpContents(server).bytes).toBeGreaterThan(2 * 2 * PART_BYTES);
    expect(uploads.filter((u) => !u.answered())).toHaveLength(2);
    expect((await honestPost(server, "127.0.4.2", "voisin@example.fr"))?.status).toBe(200);

    stop.release();
    for (const upload of uploads) upload.destroy();
    await Promise.all(sending);
    await eventually(() => tmpContents(server)).toEqual({ files: 0, bytes: 0 });
    const peak = watch.stop();
    // the two slow uploads, and the neighbour's photo with its copies
    expect(peak.bytes).toBeLessThanOrEqual(2 * 3 * PART_BYTES + 2 * MB);
    // their places given back, the address can send again
    expect((await honestPost(server, address, "lent-ensuite@example.fr"))?.status).toBe(200);
    expect(await leadsOf(server, "lent-ensuite@example.fr")).toEqual([{ photos: 1 }]);
  });
});

describe("the budget of temporary photo bytes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ RATE_LIMIT_LEADS_PER_HOUR: "1000", LEAD_PHOTOS_TMP_BUDGET_MB: "40" });
  });

  it("keeps parallel uploads from many addresses within the budget, refusing the rest with 503 and the message", async () => {
    const watch = watchTmp(server);
    const uploads = Array.from({ length: 12 }, (_, i) => openUpload(server, `127.0.5.${i + 1}`));
    await Promise.all(uploads.map((u, i) => fullAttack(u, `rafale${i}@example.fr`)));
    const answers = await Promise.all(uploads.map((u) => u.answer));
    await eventually(() => tmpContents(server)).toEqual({ files: 0, bytes: 0 });
    const peak = watch.stop();

    const statuses = answers.map((a) => a?.status ?? 0);
    console.info(
      `12 posts of 28.5 MB at once: ${statuses.filter((s) => s === 200).length} stored, ${statuses.filter((s) => s === 503).length} refused; temporary folder at most ${(peak.bytes / MB).toFixed(1)} MB (budget 40 MB)`,
    );
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(", "),
    ).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    // the earliest finish: the posts do not all run into the budget together
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const answer of answers.filter((a) => a?.status === 503)) {
      expect(answer!.body).toEqual({ ok: false, errors: {}, message: "Trop d'envois en cours, réessayez dans une minute." });
      expect(answer!.headers["retry-after"]).toBe("60");
    }
    expect(peak.bytes).toBeLessThanOrEqual(40 * MB);
  });

  it("refuses a new upload at once with 503 while slow uploads hold the budget, and takes it again once they are gone", async () => {
    const stop = released();
    // 2 × 16 MB held: less than one photo at its largest (10 MB) left of the 40 MB
    const holders = ["127.0.6.1", "127.0.6.2"].map((address) => openUpload(server, address));
    const sending = holders.map((u, i) =>
      slowAttack(u, `tenue${i}@example.fr`, { parts: 2, partBytes: 8 * MB, stop: stop.promise }),
    );
    await eventually(() => tmpContents(server).bytes).toBeGreaterThanOrEqual(32 * MB - 64 * 1024);

    const refused = openUpload(server, "127.0.6.3");
    const attempt = slowAttack(refused, "refusee@example.fr", { stop: stop.promise });
    const answer = await within(refused.answer, AT_ONCE_MS);
    expect(answer?.status, refused.story()).toBe(503);
    expect(answer?.body).toEqual({ ok: false, errors: {}, message: "Trop d'envois en cours, réessayez dans une minute." });
    expect(tmpContents(server).bytes).toBeLessThanOrEqual(32 * MB + 64 * 1024);

    stop.release();
    for (const upload of [...holders, refused]) upload.destroy();
    await Promise.all([...sending, attempt]);
    await eventually(() => tmpContents(server)).toEqual({ files: 0, bytes: 0 });
    expect((await honestPost(server, "127.0.6.3", "apres@example.fr"))?.status).toBe(200);
  });
});

describe("the upload deadline", () => {
  it("cuts an upload still arriving at its deadline, removes its files and says why", async () => {
    const server = await serverWith({ RATE_LIMIT_LEADS_PER_HOUR: "1000", LEAD_PHOTOS_UPLOAD_TIMEOUT_S: "2" });
    const stop = released();
    const upload = openUpload(server, "127.0.7.1");
    const sending = slowAttack(upload, "tortue@example.fr", { parts: 1, partBytes: 1 * MB, stop: stop.promise });
    await eventually(() => tmpContents(server).files).toBe(1);
    const answer = await within(upload.answer, 2_000 + AT_ONCE_MS);
    const tmpAtAnswer = tmpContents(server);
    stop.release();
    upload.destroy();
    await sending;
    expect(answer?.status).toBe(400);
    expect(answer?.body).toEqual({ ok: false, errors: {}, message: UPLOAD_MESSAGES.tooSlow });
    expect(answer!.afterMs).toBeGreaterThanOrEqual(2_000);
    expect(tmpAtAnswer).toEqual({ files: 0, bytes: 0 });
    expect(await leadsOf(server, "tortue@example.fr")).toEqual([]);
  });
});

describe("what the visitor sees", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ RATE_LIMIT_LEADS_PER_HOUR: "1000", LEAD_PHOTOS_TMP_BUDGET_MB: "20" });
    browser = await launchBrowser();
  });

  async function open(options: PageOptions = {}): Promise<Page> {
    const { page, context } = await openPage(browser!, options);
    await context.addInitScript(
      ([key, dateKey, record]) => {
        localStorage.setItem(key!, record!);
        localStorage.setItem(dateKey!, new Date().toISOString());
      },
      [CONSENT_STORAGE_KEY, CONSENT_DATE_KEY, JSON.stringify(createConsentRecord(ESSENTIAL_ONLY, null, new Date()))],
    );
    await page.goto(`${server.url}/devis-gratuit`);
    if (options.javaScriptEnabled !== false) await waitForHydration(page);
    return page;
  }

  async function fillAndSend(page: Page, email: string) {
    await page.getByLabel("Prénom *").fill("Marie");
    await page.getByLabel("Nom *", { exact: true }).fill("Martin");
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Téléphone *").fill("04 72 00 00 00");
    await page.getByLabel("Adresse du chantier *").fill("12 rue des Tuiles, 69001 Lyon");
    await page.getByLabel("Photos (facultatif)").setInputFiles([{ name: "toit.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
  }

  it("with JavaScript: a third upload from the visitor's address shows the message, the entries kept", async () => {
    // the browser's own address (127.0.0.1) already has two uploads in progress
    const stop = released();
    const holders = [openUpload(server, "127.0.0.1"), openUpload(server, "127.0.0.1")];
    const sending = holders.map((u, i) =>
      slowAttack(u, `occupe${i}@example.fr`, { parts: 1, partBytes: 64 * 1024, stop: stop.promise }),
    );
    await eventually(() => tmpContents(server).files).toBe(2);
    try {
      const page = await open();
      await fillAndSend(page, "avec-js@example.fr");
      await eventually(() => page.getByRole("alert").filter({ hasText: UPLOAD_MESSAGES.busy }).first().isVisible()).toBe(true);
      expect(await page.getByLabel("Prénom *").inputValue()).toBe("Marie");
      expect(await leadsOf(server, "avec-js@example.fr")).toEqual([]);
    } finally {
      stop.release();
      for (const upload of holders) upload.destroy();
      await Promise.all(sending);
    }
    await eventually(() => tmpContents(server).files).toBe(0);
  });

  it("with JavaScript: a photo still in the input while the photo kit holds none yet is sent with the form", async () => {
    const page = await open();
    await page.getByLabel("Prénom *").fill("Marie");
    await page.getByLabel("Nom *", { exact: true }).fill("Martin");
    await page.getByLabel("Email *").fill("pendant-le-tri@example.fr");
    await page.getByLabel("Téléphone *").fill("04 72 00 00 00");
    await page.getByLabel("Adresse du chantier *").fill("12 rue des Tuiles, 69001 Lyon");
    // the moment between the choice and the kit taking it: the file in the input, the kit's list still empty
    await page.evaluate(
      (bytes) => {
        const input = document.querySelector<HTMLInputElement & { chosen?: File[] }>('form input[name="photos"]')!;
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], "toit.jpg", { type: "image/jpeg" }));
        input.files = transfer.files;
        input.chosen = [];
      },
      [...photo],
    );
    await page.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
    await eventually(() => leadsOf(server, "pendant-le-tri@example.fr")).toEqual([{ photos: 1 }]);
  });

  it("without JavaScript: the form's page again with the message when the budget is used up", async () => {
    const stop = released();
    // 12 MB of the 20 held: less than one photo at its largest left
    const holder = openUpload(server, "127.0.8.1");
    const sending = slowAttack(holder, "plein@example.fr", { parts: 2, partBytes: 6 * MB, stop: stop.promise });
    await eventually(() => tmpContents(server).bytes).toBeGreaterThanOrEqual(12 * MB - 64 * 1024);
    try {
      const page = await open({ javaScriptEnabled: false });
      await Promise.all([page.waitForEvent("load"), fillAndSend(page, "sans-js@example.fr")]);
      await eventually(() => page.getByText(UPLOAD_MESSAGES.busy).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/devis-gratuit");
      expect(await leadsOf(server, "sans-js@example.fr")).toEqual([]);
    } finally {
      stop.release();
      holder.destroy();
      await sending;
    }
    await eventually(() => tmpContents(server).files).toBe(0);
  });
});
