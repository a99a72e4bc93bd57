/**
 * Photos sent with a request (docs/product.md#lead-photos), through the real
 * submission endpoints, database, private storage, SMTP sender and sweep.
 */
import { existsSync, readdirSync, utimesSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { sweepLeadPhotos, ORPHAN_AGE_MS } from "~/features/lead-photos/lead-photos.server";
import { registerLeadPhotos } from "~/features/leads/lead-photos-lifecycle.server";
import { LEAD_PHOTO_MESSAGES } from "~/features/lead-photos/rules";
import { photoKey } from "~/features/lead-photos/storage.server";
import { readLeadFormState } from "~/features/leads/form-state.server";
import { deleteLead } from "~/features/leads/pipeline.server";
import { purgeExpiredLeads } from "~/features/leads/retention.server";
import { OutboxSender, mailAddressesFromEnv } from "~/features/mail/sender.server";
import { action as contactAction } from "~/routes/api/contact";
import { action as quoteAction } from "~/routes/api/quote";
import { roofPhoto } from "../helpers/sample-images";
import { startSmtpServer } from "../helpers/smtp";
import { cameraJpeg } from "./helpers/camera-photo";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { multipartPost, ORIGIN, QUOTE_FIELDS, visitorsFrom, type Photo } from "./helpers/lead-requests";
import { LEADS_TO } from "./helpers/leads";

const MB = 1024 * 1024;

const quote = { ...QUOTE_FIELDS, description: "Tuiles cassées après l'orage." };
const { call } = visitorsFrom("203.0.113");
const multipart = (path: string, fields: Record<string, string>, photos: Photo[], { json = true } = {}) =>
  multipartPost(path, fields, photos, { json });

const HTML_PAGE = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>".padEnd(5000, " "));

describe.each(TEST_ENGINES)("lead photos on %s", (kind) => {
  let t: TestDatabase;
  let samples: { jpeg: Buffer; png: Buffer; webp: Buffer };
  const photoDir = () => path.join(t.dataDir, "lead-photos");
  const storedFiles = () => (existsSync(photoDir()) ? readdirSync(photoDir()).filter((f) => f !== "tmp") : []);
  const tempFiles = () => (existsSync(path.join(photoDir(), "tmp")) ? readdirSync(path.join(photoDir(), "tmp")) : []);
  const rows = () => t.database.db.selectFrom("lead_photos").selectAll().orderBy("position").execute();
  const leads = () => t.database.db.selectFrom("leads").selectAll().execute();

  beforeAll(async () => {
    t = await useTestDatabase(kind, {
      RATE_LIMIT_LEADS_PER_HOUR: "1000",
      SMTP_URL: "",
      LEAD_ACKNOWLEDGEMENT: "off",
      LEADS_TO,
      MAIL_FROM: "",
    });
    registerLeadPhotos();
    const [jpeg, png, webp] = await Promise.all([
      cameraJpeg(),
      sharp({ create: { width: 3200, height: 900, channels: 4, background: { r: 200, g: 80, b: 30, alpha: 0.5 } } })
        .png()
        .toBuffer(),
      roofPhoto(1200, 800, 2).then((b) => sharp(b).webp().toBuffer()),
    ]);
    samples = { jpeg, png, webp };
  });
  afterEach(async () => {
    await t.database.db.deleteFrom("outbox").execute();
    for (const lead of await leads()) await deleteLead(lead.id);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("stores a JPEG, a PNG and a WebP privately, upright, at most 2560 px, without EXIF or GPS", async () => {
    const sent = await sharp(samples.jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.toString("latin1")).toContain("PhoneCam");
    const res = await call(
      quoteAction,
      multipart("/api/leads/quote", quote, [
        { name: "toit.jpg", bytes: samples.jpeg },
        { name: "gouttière.png", bytes: samples.png, type: "image/png" },
        { name: "faîtage.webp", bytes: samples.webp, type: "image/webp" },
      ]),
    );
    expect(res.status).toBe(200);
    const [lead] = await leads();
    const photos = await rows();
    expect(photos.map((p) => [p.original_name, p.mime, p.lead_id])).toEqual([
      ["toit.jpg", "image/jpeg", lead.id],
      ["gouttière.png", "image/jpeg", lead.id],
      ["faîtage.webp", "image/jpeg", lead.id],
    ]);
    // private: under DATA_DIR/lead-photos, nothing under the public media
    expect(existsSync(path.join(t.dataDir, "media")) ? readdirSync(path.join(t.dataDir, "media")) : []).toEqual([]);
    expect(storedFiles()).toHaveLength(9);
    expect(tempFiles()).toEqual([]);

    const full = path.join(photoDir(), photos[0].storage_key);
    const meta = await sharp(full).metadata();
    // 3000 x 2000 turned by its orientation tag, then brought down to 2560 on its longest side
    expect([meta.width, meta.height]).toEqual([1707, 2560]);
    expect([photos[0].width, photos[0].height]).toEqual([1707, 2560]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const png = await sharp(path.join(photoDir(), photos[1].storage_key)).metadata();
    expect(Math.max(png.width, png.height)).toBe(2560);
    expect(png.format).toBe("jpeg");
    const thumb = await sharp(path.join(photoDir(), photoKey(photos[0].id, "thumb"))).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(480);
  });

  it("refuses an HTML page named .jpg with the message, keeping the entries, and stores nothing", async () => {
    const res = await call(
      quoteAction,
      multipart("/api/leads/quote", quote, [
        { name: "photo.jpg", bytes: samples.jpeg },
        { name: "toit.jpg", bytes: HTML_PAGE },
      ]),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      message: null,
      errors: { photos: "Le fichier « toit.jpg » n'est pas une image JPEG, PNG ou WebP." },
    });
    expect(await leads()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);

    // without JavaScript: back to the form with the entries and a word about choosing the photos again
    const noJs = await call(
      quoteAction,
      multipart(
        "/api/leads/quote",
        { ...quote, redirectTo: "/devis-gratuit#formulaire-devis" },
        [{ name: "toit.jpg", bytes: HTML_PAGE }],
        { json: false },
      ),
    );
    expect(noJs.status).toBe(303);
    const cookies = noJs.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { leadForm } = await readLeadFormState(
      new Request(`${ORIGIN}${noJs.headers.get("location")}`, { headers: { cookie: cookies } }),
    );
    expect(leadForm).toMatchObject({
      status: "invalid",
      errors: { photos: "Le fichier « toit.jpg » n'est pas une image JPEG, PNG ou WebP. Ajoutez à nouveau vos photos." },
      values: { firstName: "Marie", description: quote.description },
    });
  });

  it("refuses a photo over 10 MB and a 7th photo, storing nothing", async () => {
    const big = Buffer.concat([samples.webp, Buffer.alloc(11 * MB - samples.webp.length)]);
    const tooBig = await call(
      quoteAction,
      multipart("/api/leads/quote", quote, [{ name: "grande.webp", bytes: big, type: "image/webp" }]),
    );
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject({ errors: { photos: "La photo « grande.webp » dépasse 10 Mo." } });

    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.webp`, bytes: samples.webp, type: "image/webp" }));
    const tooMany = await call(quoteAction, multipart("/api/leads/quote", quote, seven));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ errors: { photos: LEAD_PHOTO_MESSAGES.tooMany } });
    expect(await leads()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it("stores the request without its photos when none can be decoded, and says so on its timeline", async () => {
    const truncated = samples.jpeg.subarray(0, Math.floor(samples.jpeg.length / 2));
    const res = await call(
      contactAction,
      multipart(
        "/api/leads/contact",
        {
          prenom: "Jean",
          nom: "Dupont",
          telephone: "06 12 34 56 78",
          email: "jean@example.fr",
          ville: "",
          projet: "gouttieres",
          description: "Fuite.",
        },
        [{ name: "coupée.jpg", bytes: truncated }],
      ),
    );
    expect(res.status).toBe(200);
    const [lead] = await leads();
    expect(lead.first_name).toBe("Jean");
    expect(await rows()).toEqual([]);
    const events = await t.database.db.selectFrom("lead_events").selectAll().where("lead_id", "=", lead.id).execute();
    expect(events.map((e) => e.detail)).toEqual(["Photos non enregistrées (1 photo illisible)"]);
    expect(storedFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it("attaches the photos (1600 px at most) to the notification, under 8 MB, loaded at send time", async () => {
    const smtp = await startSmtpServer();
    try {
      const photos = await Promise.all(
        [0, 1, 2, 3].map(async (i) => ({ name: `photo-${i}.jpg`, bytes: await roofPhoto(3000, 2000, i) })),
      );
      const res = await call(quoteAction, multipart("/api/leads/quote", quote, photos));
      expect(res.status).toBe(200);
      const outbox = await t.database.db.selectFrom("outbox").select("payload").executeTakeFirstOrThrow();
      const payload = JSON.parse(outbox.payload) as { attachments: { source: string; key: string; cid?: string }[] };
      // references, not bytes
      expect(payload.attachments.filter((a) => !a.cid)).toHaveLength(4);
      // the HTML body is there too, but no photo bytes (a 1600 px copy is hundreds of kB)
      expect(outbox.payload.length).toBeLessThan(30_000);

      const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, ...mailAddressesFromEnv(getEnv()) });
      try {
        await sender.drain();
      } finally {
        await sender.stop(0);
      }
      const [mail] = await smtp.waitFor(1);
      expect(mail.raw.length).toBeLessThan(8 * MB);
      expect(mail.text).toContain("Photos : 4, dont 4 en pièce jointe.");
      const attachments = [
        ...mail.raw.matchAll(/Content-Type: image\/jpeg; name=([^\r\n]+)\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/g),
      ].filter((a) => !a[1].startsWith("vignette-")); // the thumbnails shown in the HTML body
      expect(attachments.map((a) => a[1])).toEqual(["photo-0.jpg", "photo-1.jpg", "photo-2.jpg", "photo-3.jpg"]);
      for (const a of attachments) {
        const meta = await sharp(Buffer.from(a[2].replace(/\s/g, ""), "base64")).metadata();
        expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
        expect(meta.exif).toBeUndefined();
      }
    } finally {
      await smtp.close();
    }
  });

  it("removes the files with the request: deleted by the owner, or by the retention purge", async () => {
    await call(quoteAction, multipart("/api/leads/quote", quote, [{ name: "a.jpg", bytes: samples.jpeg }]));
    await call(
      quoteAction,
      multipart("/api/leads/quote", { ...quote, email: "autre@example.fr" }, [
        { name: "b.webp", bytes: samples.webp, type: "image/webp" },
      ]),
    );
    expect(storedFiles()).toHaveLength(6);
    const [first, second] = await leads();
    expect(await deleteLead(first.id)).toBe(true);
    expect(storedFiles()).toHaveLength(3);
    expect((await rows()).map((r) => r.lead_id)).toEqual([second.id]);

    await t.database.db
      .updateTable("leads")
      .set({ created_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", second.id)
      .execute();
    expect(await purgeExpiredLeads(t.database.db, { now: new Date(), months: 36 })).toBe(1);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it("sweeps, at start-up, an old temporary file and a stored file without its row", async () => {
    await call(quoteAction, multipart("/api/leads/quote", quote, [{ name: "a.jpg", bytes: samples.jpeg }]));
    const kept = storedFiles();
    mkdirSync(path.join(photoDir(), "tmp"), { recursive: true });
    const orphanTemp = path.join(photoDir(), "tmp", "received-0b7e4f7c-1111-4222-8333-944445555666");
    const orphanStored = path.join(photoDir(), "0b7e4f7c-1111-4222-8333-944445555666.jpg");
    writeFileSync(orphanTemp, "partial upload");
    writeFileSync(orphanStored, samples.jpeg);
    // recent ones may belong to an upload still committing: left alone
    expect(await sweepLeadPhotos()).toEqual({ temp: 0, orphans: 0 });
    const old = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
    utimesSync(orphanTemp, old, old);
    utimesSync(orphanStored, old, old);
    for (const f of kept) utimesSync(path.join(photoDir(), f), old, old);
    expect(await sweepLeadPhotos()).toEqual({ temp: 1, orphans: 1 });
    expect(existsSync(orphanTemp)).toBe(false);
    expect(existsSync(orphanStored)).toBe(false);
    expect(storedFiles().sort()).toEqual(kept.sort());
  });
});
