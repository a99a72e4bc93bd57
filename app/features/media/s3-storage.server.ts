/**
 * The S3-compatible driver of media storage (see storage-driver.server.ts), in its
 * own module so the AWS SDK is loaded only by sites that use a bucket.
 */
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import { logger } from "~/lib/logger.server";
import { s3PublicUrl, type S3StorageConfig } from "./s3-config.server";
import { assertSafe, MEDIA_CACHE_CONTROL, type MediaStorage } from "./storage-driver.server";

/** S3's minimum part size (except the last): the unit in which videos are streamed to a bucket. */
export const S3_PART_SIZE = 5 * 1024 * 1024;

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // S3-compatible stores (MinIO, Garage, Ceph, s3rver…) do not all accept the
    // SDK's default CRC32 trailers on streamed bodies: checksums only where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * Part buffers are reused from one upload to the next (a few kept), so a
 * stream of uploads does not leave 5MB of garbage each behind for the GC.
 */
const freePartBuffers: Buffer[] = [];
const KEPT_PART_BUFFERS = 2;

function takePartBuffer(): Buffer {
  return freePartBuffers.pop() ?? Buffer.allocUnsafeSlow(S3_PART_SIZE);
}

function releasePartBuffer(buffer: Buffer): void {
  if (freePartBuffers.length < KEPT_PART_BUFFERS) freePartBuffers.push(buffer);
}

export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): MediaStorage {
  const Bucket = config.bucket;
  const common = (name: string, contentType: string) => ({
    Bucket,
    Key: name,
    ContentType: contentType,
    CacheControl: MEDIA_CACHE_CONTROL,
  });

  /**
   * A stream of unknown length: parts of S3_PART_SIZE bytes (S3's minimum),
   * assembled in one reusable buffer; while a part is sent, reading pauses
   * and the socket's own buffers absorb the client's bytes. Memory stays at
   * one part per upload in progress whatever the file's size. Small files
   * (one part or less) go in a single PutObject. On any failure the multipart
   * upload is aborted (nothing becomes visible).
   */
  async function putStream(name: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const part = takePartBuffer();
    let filled = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];

    const uploadPart = async (bytes: Buffer) => {
      if (!uploadId) {
        const created = await client.send(new CreateMultipartUploadCommand(common(name, contentType)));
        uploadId = created.UploadId;
        if (!uploadId) throw new Error("S3 did not return an upload id");
      }
      const PartNumber = parts.length + 1;
      const result = await client.send(
        new UploadPartCommand({ Bucket, Key: name, UploadId: uploadId, PartNumber, Body: bytes, ContentLength: bytes.length }),
      );
      parts.push({ PartNumber, ETag: result.ETag });
    };

    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        let offset = 0;
        while (offset < chunk.length) {
          const n = Math.min(chunk.length - offset, S3_PART_SIZE - filled);
          chunk.copy(part, filled, offset, offset + n);
          filled += n;
          offset += n;
          total += n;
          if (filled === S3_PART_SIZE) {
            await uploadPart(part);
            filled = 0;
          }
        }
      }
      if (!uploadId) {
        const bytes = part.subarray(0, filled);
        await client.send(new PutObjectCommand({ ...common(name, contentType), Body: bytes, ContentLength: bytes.length }));
        return { size: total };
      }
      if (filled > 0) await uploadPart(part.subarray(0, filled));
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key: name, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { size: total };
    } catch (error) {
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: name, UploadId: uploadId }))
          .catch((abortError: unknown) =>
            logger.warn({ err: abortError, name }, "could not abort a multipart upload (a bucket lifecycle rule will)"),
          );
      }
      throw error;
    } finally {
      releasePartBuffer(part);
    }
  }

  return {
    driver: "s3",

    async put(name, body, options) {
      assertSafe(name);
      if (options.size === undefined) return putStream(name, body, options.contentType);
      await client.send(new PutObjectCommand({ ...common(name, options.contentType), Body: body, ContentLength: options.size }));
      return { size: options.size };
    },

    async remove(names) {
      names.forEach(assertSafe);
      await Promise.all(names.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },

    async stat(name) {
      assertSafe(name);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (httpStatusOf(error) === 404) return null;
        throw error;
      }
    },

    async read(name, range) {
      assertSafe(name);
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: name, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(object.Body instanceof Readable)) throw new Error("S3 returned no readable body");
      return object.Body;
    },

    publicUrl: (name) => s3PublicUrl(config, name),

    async listNames() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        // media names are flat; a key with a '/' belongs to something else in the bucket (the private lead-photos/ prefix)
        for (const item of page.Contents ?? []) if (item.Key && !item.Key.includes("/")) names.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
  };
}
