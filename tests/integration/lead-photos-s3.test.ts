/**
 * Photos sent with a request (docs/product.md#lead-photos) with the S3 driver:
 * the private prefix `lead-photos/` of the media's bucket on a real S3 peer
 * (s3rver on loopback), through the real submission endpoint, database, SMTP
 * sender, lead deletion and start-up sweep. SQLite is enough: what differs
 * from tests/integration/lead-photos.test.ts is the storage, not the engine.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { getMediaStorage } from "~/features/media/storage.server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { ORPHAN_AGE_MS, sweepLeadPhotos } from "~/features/lead-photos/lead-photos.server";
import { registerLeadPhotos } from "~/features/leads/lead-photos-lifecycle.server";
import { getLeadPhotoStorage, photoKey } from "~/features/lead-photos/storage.server";
import { deleteLead } from "~/features/leads/pipeline.server";
import { OutboxSender, mailAddressesFromEnv } from "~/features/mail/sender.server";
import { action as quoteAction } from "~/routes/api/quote";
import { roofPhoto } from "../helpers/sample-images";
import { startSmtpServer } from "../helpers/smtp";
import { cameraJpeg } from "./helpers/camera-photo";
import { useTestDatabase, type TestDatabase } from "./helpers/database";
import { multipartPost, QUOTE_FIELDS, visitorsFrom, type Photo } from "./helpers/lead-requests";
import { LEADS_TO } from "./helpers/leads";

/** written out, not imported: moving the photos elsewhere in the bucket must fail here */
const S3_PREFIX = "lead-photos/";
const S3_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

const quote = { ...QUOTE_FIELDS, description: "Tuiles cassées après l'orage." };
const { call } = visitorsFrom("203.0.113");
const multipart = (fields: Record<string, string>, photos: Photo[]) =>
  multipartPost("/api/leads/quote", fields, photos, { json: true });
const submit = (request: Request) => call(quoteAction, request);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("lead photos on sqlite with the S3 driver", () => {
  let s3server: S3rver;
  let s3Dir: string;
  let client: S3Client;
  let bucket: string;
  let t: TestDatabase;
  let jpeg: Buffer;

  const photoDir = () => path.join(t.dataDir, "lead-photos");
  const onDisk = () => (existsSync(photoDir()) ? readdirSync(photoDir()).filter((f) => f !== "tmp") : []);
  const tempFiles = () => (existsSync(path.join(photoDir(), "tmp")) ? readdirSync(path.join(photoDir(), "tmp")) : []);
  const rows = () => t.database.db.selectFrom("lead_photos").selectAll().orderBy("position").execute();
  const leads = () => t.database.db.selectFrom("leads").selectAll().execute();
  const bucketKeys = async () => {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (page.Contents ?? []).map((item) => item.Key ?? "").sort();
  };
  const getObject = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!(object.Body instanceof Readable)) throw new Error("no body");
    return readAll(object.Body);
  };

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), "az-s3rver-"));
    s3server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir });
    const { port } = await s3server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY },
    });
    bucket = `lead-photos-test-${Date.now().toString(36)}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));

    t = await useTestDatabase("sqlite", {
      RATE_LIMIT_LEADS_PER_HOUR: "1000",
      SMTP_URL: "",
      LEAD_ACKNOWLEDGEMENT: "off",
      LEADS_TO,
      MAIL_FROM: "",
      LOG_LEVEL: "silent",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "",
      ...S3_KEYS,
    });
    expect(getLeadPhotoStorage(getEnv()).storage.driver).toBe("s3");
    registerLeadPhotos();
    jpeg = await cameraJpeg();
  });
  afterEach(async () => {
    await t.database.db.deleteFrom("outbox").execute();
    for (const lead of await leads()) await deleteLead(lead.id);
  });
  afterAll(async () => {
    await t?.cleanup();
    client?.destroy();
    await s3server?.close();
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  });

  it("stores the copies in the bucket under lead-photos/ only, none on disk, without EXIF", async () => {
    expect((await sharp(jpeg).metadata()).exif?.toString("latin1")).toContain("PhoneCam");
    const res = await submit(multipart(quote, [{ name: "toit.jpg", bytes: jpeg }]));
    expect(res.status).toBe(200);
    const [photo] = await rows();
    expect(photo.original_name).toBe("toit.jpg");

    // the three copies, all under the private prefix: none among the media's keys (the bucket's root)
    expect(await bucketKeys()).toEqual(
      (["full", "mail", "thumb"] as const).map((copy) => `${S3_PREFIX}${photoKey(photo.id, copy)}`).sort(),
    );
    expect(existsSync(path.join(t.dataDir, "media")) ? readdirSync(path.join(t.dataDir, "media")) : []).toEqual([]);
    // the media library, in the same bucket, never lists them
    expect(await getMediaStorage(getEnv()).storage.listNames()).toEqual([]);
    // the local directory only holds the (empty) temporary folder
    expect(onDisk()).toEqual([]);
    expect(tempFiles()).toEqual([]);

    const meta = await sharp(await getObject(`${S3_PREFIX}${photo.storage_key}`)).metadata();
    expect([meta.width, meta.height]).toEqual([1707, 2560]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("attaches the photo to the notification, loaded from the bucket when the mail is sent", async () => {
    const smtp = await startSmtpServer();
    try {
      const res = await submit(multipart(quote, [{ name: "photo-0.jpg", bytes: await roofPhoto(3000, 2000, 0) }]));
      expect(res.status).toBe(200);
      const [photo] = await rows();
      const outbox = await t.database.db.selectFrom("outbox").select("payload").executeTakeFirstOrThrow();
      // a reference, not the bytes
      // the HTML body is there too, but no photo bytes (a 1600 px copy is hundreds of kB)
      expect(outbox.payload.length).toBeLessThan(30_000);
      expect(onDisk()).toEqual([]);

      const sender = new OutboxSender({
        db: t.database.db,
        kind: "sqlite",
        smtpUrl: smtp.url,
        ...mailAddressesFromEnv(getEnv()),
      });
      try {
        await sender.drain();
      } finally {
        await sender.stop(0);
      }
      const [mail] = await smtp.waitFor(1);
      expect(mail.text).toContain("Photos : 1, dont 1 en pièce jointe.");
      const attachments = [
        ...mail.raw.matchAll(/Content-Type: image\/jpeg; name=([^\r\n]+)\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/g),
      ].filter((a) => !a[1].startsWith("vignette-")); // the thumbnails shown in the HTML body
      expect(attachments.map((a) => a[1])).toEqual(["photo-0.jpg"]);
      const attached = Buffer.from(attachments[0][2].replace(/\s/g, ""), "base64");
      expect(attached.equals(await getObject(`${S3_PREFIX}${photoKey(photo.id, "mail")}`))).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("removes the objects when the request is deleted", async () => {
    await submit(multipart(quote, [{ name: "a.jpg", bytes: jpeg }]));
    await submit(multipart({ ...quote, email: "autre@example.fr" }, [{ name: "b.jpg", bytes: jpeg }]));
    expect(await bucketKeys()).toHaveLength(6);
    const [first, second] = await leads();
    expect(await deleteLead(first.id)).toBe(true);
    const [kept] = (await rows()).filter((r) => r.lead_id === second.id);
    expect(await bucketKeys()).toEqual(
      (["full", "mail", "thumb"] as const).map((copy) => `${S3_PREFIX}${photoKey(kept.id, copy)}`).sort(),
    );
    expect(await deleteLead(second.id)).toBe(true);
    expect(await bucketKeys()).toEqual([]);
    // a copy gone from the bucket reads as missing, not as an error
    expect(await getLeadPhotoStorage(getEnv()).storage.read(photoKey(kept.id, "full"))).toBeNull();
  });

  it("sweeps, at start-up, an object without its row once it is older than the orphan age", async () => {
    await submit(multipart(quote, [{ name: "a.jpg", bytes: jpeg }]));
    const kept = await bucketKeys();
    expect(kept).toHaveLength(3);
    const orphan = `${S3_PREFIX}0b7e4f7c-1111-4222-8333-944445555666.jpg`;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: orphan, Body: jpeg, ContentType: "image/jpeg" }));
    // a recent one may belong to an upload still committing: left alone
    expect(await sweepLeadPhotos()).toEqual({ temp: 0, orphans: 0 });
    expect(await bucketKeys()).toContain(orphan);
    expect(await sweepLeadPhotos({ now: Date.now() + ORPHAN_AGE_MS + 60_000 })).toEqual({ temp: 0, orphans: 1 });
    expect(await bucketKeys()).toEqual(kept);
  });
});
