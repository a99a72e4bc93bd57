/**
 * 'Exporter' (docs/product.md#personal-data): a ZIP, streamed as it is built, holding the
 * full-size copy of each photo (`photos/{référence}/{n}-{nom}.jpg`, read one at a time from the
 * private photo storage, disk or S3) and, last, the readable JSON of everything found, which
 * says which photos the storage could not give. Nothing is held in memory but the JSON.
 */
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { ZipFile } from "yazl";
import type { DB } from "~/db/schema";
import type { LeadPhotoStorage } from "~/features/lead-photos/storage.server";
import type { Clock } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import { EXPORT_JSON_NAME, exportDocument, photoEntryName, type ExportContext } from "./export-document";
import type { PersonIdentifier } from "./identifier";
import { countsOf, type PersonalDataCounts, type PersonalDataRecord } from "./record";
import { findPersonalData } from "./records.server";
import { automaticDeletionDay } from "./retention-schedule.server";

export interface ExportDependencies {
  db: Kysely<DB>;
  storage: Pick<LeadPhotoStorage, "read">;
  /** AUTH_SECRET: the acknowledgement counter's key */
  secret: string;
  clock: Clock;
  retentionMonths: number;
  controller: ExportContext["controller"];
  /** the administrator, for the log line */
  actor: string;
}

/** Waits until `stream` has been read to its end (by the ZIP) or closed, or fails with it. */
function readToEnd(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on("end", resolve);
    stream.on("close", resolve);
    stream.on("error", reject);
  });
}

/** The ZIP of `record` as a stream; a storage failure while reading a photo ends the stream with that error. */
export function personalDataZip(
  record: PersonalDataRecord,
  context: Omit<ExportContext, "photoFileOf">,
  storage: Pick<LeadPhotoStorage, "read">,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  const files = new Map<string, string | null>();
  let reading: Readable | null = null;
  // a download given up: the photo being read is let go (its file or connection closed)
  output.on("close", () => reading?.destroy());
  const build = async () => {
    for (const lead of record.leads) {
      for (const photo of lead.photos) {
        if (output.destroyed) return;
        const stream = await storage.read(photo.storageKey);
        if (output.destroyed) {
          stream?.destroy();
          return;
        }
        if (!stream) {
          files.set(photo.id, null);
          continue;
        }
        const name = photoEntryName(lead, photo);
        files.set(photo.id, name);
        reading = stream;
        const done = readToEnd(stream);
        // already JPEG: stored as they are
        zip.addReadStream(stream, name, { compress: false, mtime: new Date(photo.createdAt) });
        await done;
        reading = null;
      }
    }
    const document = exportDocument(record, { ...context, photoFileOf: (photo) => files.get(photo.id) ?? null });
    zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`, "utf8"), EXPORT_JSON_NAME, {
      mtime: new Date(context.generatedAt),
    });
    zip.end();
  };
  build().catch((error: unknown) => {
    logger.error({ err: error }, "personal data: the export stopped");
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/** Finds the person's data and starts its ZIP; logs who exported how much (never who it was about). */
export async function exportPersonalData(
  identifier: PersonIdentifier,
  deps: ExportDependencies,
): Promise<{ zip: Readable; counts: PersonalDataCounts }> {
  const record = await findPersonalData(deps.db, identifier, { secret: deps.secret });
  const generatedAt = new Date(deps.clock()).toISOString();
  const counts = countsOf(record);
  logger.info({ by: deps.actor, at: generatedAt, counts }, "personal data exported");
  const zip = personalDataZip(
    record,
    {
      generatedAt,
      controller: deps.controller,
      retentionMonths: deps.retentionMonths,
      deletionDayOf: (lead) => automaticDeletionDay(new Date(lead.createdAt), deps.retentionMonths),
    },
    deps.storage,
  );
  return { zip, counts };
}
