/**
 * A server killed (SIGKILL) while requests with photos are being received
 * and stored: after a restart, every request that was answered with success
 * is there with all its photos, and what the crash left (temporary files,
 * stored copies whose request never committed) is recognised as left-over
 * and swept — nothing else is (docs/decisions/017-lead-photos.md). SQLite:
 * the database engine plays no part in the order of writes tested here.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import { ORPHAN_AGE_MS, sweepLeadPhotos } from "~/features/lead-photos/lead-photos.server";
import { createDiskPhotoStorage, photoIdOfKey } from "~/features/lead-photos/storage.server";
import { roofPhoto } from "../helpers/sample-images";
import { startServer, type TestServer } from "./helpers/server";

const SUBMISSIONS = 8;
const PHOTOS_EACH = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), "az-photos-crash-"));
const photosDir = path.join(dataDir, "lead-photos");
let restarted: TestServer | undefined;

afterAll(async () => {
  await restarted?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a crash while photos are received", () => {
  it("keeps every answered request whole and leaves nothing behind once swept", async () => {
    // each submission from its own client (one address has at most two uploads in progress), told through X-Forwarded-For
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT_LEADS_PER_HOUR: "1000", TRUST_PROXY: "loopback" };
    const first = await startServer(env);
    const photos = await Promise.all(Array.from({ length: PHOTOS_EACH }, (_, i) => roofPhoto(2400, 1600, i)));

    let killAfterFirstSuccess!: () => void;
    const firstSuccess = new Promise<void>((resolve) => (killAfterFirstSuccess = resolve));
    const answers = await (async () => {
      const sent = Array.from({ length: SUBMISSIONS }, async (_, i) => {
        const form = new FormData();
        const fields = {
          firstName: "Crash",
          lastName: `Test${i}`,
          email: `crash${i}@example.fr`,
          phone: "0600000000",
          address: `${i} rue du Zinc, Lyon`,
        };
        for (const [k, v] of Object.entries(fields)) form.set(k, v);
        for (const [n, p] of photos.entries())
          form.append("photos", new File([new Uint8Array(p)], `photo-${n}.jpg`, { type: "image/jpeg" }));
        try {
          const headers = { origin: first.url, accept: "application/json", "x-forwarded-for": `203.0.113.${10 + i}` };
          const res = await fetch(`${first.url}/api/leads/quote`, { method: "POST", headers, body: form });
          const ok = res.status === 200 && ((await res.json()) as { ok?: boolean }).ok === true;
          if (ok) killAfterFirstSuccess();
          return { email: fields.email, ok };
        } catch {
          return { email: fields.email, ok: false };
        }
      });
      await firstSuccess;
      first.process.kill("SIGKILL");
      return Promise.all(sent);
    })();
    await new Promise((r) =>
      first.process.exitCode !== null || first.process.signalCode !== null ? r(null) : first.process.once("exit", r),
    );

    const succeeded = answers.filter((a) => a.ok).map((a) => a.email);
    expect(succeeded.length).toBeGreaterThan(0);

    restarted = await startServer(env);
    const database = createDatabase({ DATA_DIR: dataDir });
    try {
      // every request answered with success: stored with all its photos, each copy on disk
      for (const email of succeeded) {
        const rows = await database.db
          .selectFrom("lead_photos")
          .innerJoin("leads", "leads.id", "lead_photos.lead_id")
          .select(["lead_photos.id"])
          .where("leads.email", "=", email)
          .execute();
        expect(rows, email).toHaveLength(PHOTOS_EACH);
        for (const row of rows) {
          for (const copy of ["", ".mail", ".thumb"]) expect(existsSync(path.join(photosDir, `${row.id}${copy}.jpg`))).toBe(true);
        }
      }

      // what the crash left, once old enough not to belong to an upload still committing, is swept
      await sweepLeadPhotos({
        now: Date.now() + ORPHAN_AGE_MS + 60_000,
        db: database.db,
        context: { storage: createDiskPhotoStorage(photosDir), tempDir: path.join(photosDir, "tmp") },
      });
      const known = new Set((await database.db.selectFrom("lead_photos").select("id").execute()).map((r) => r.id));
      const stored = readdirSync(photosDir).filter((f) => f !== "tmp");
      expect(stored.filter((f) => !known.has(photoIdOfKey(f) ?? ""))).toEqual([]);
      expect(stored).toHaveLength(known.size * 3);
      expect(existsSync(path.join(photosDir, "tmp")) ? readdirSync(path.join(photosDir, "tmp")) : []).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
