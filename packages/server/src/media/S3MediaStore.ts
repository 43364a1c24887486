import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { NotFoundError } from '../domain/errors';
import {
  type ByteRange,
  isMediaKey,
  MEDIA_URL_PREFIX,
  type MediaExt,
  type MediaFile,
  mediaTypeOf,
  type MediaSource,
  type MediaStore,
  newMediaKey,
  type StoredMedia,
} from './MediaStore';

/** A file as a request body: opened first, so a missing file fails before anything is sent. */
async function fileBody(file: string) {
  const handle = await open(file);
  try {
    return { Body: handle.createReadStream(), ContentLength: (await handle.stat()).size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** True for S3's "no such key / bucket" answers (404), whatever the operation names them. */
const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files as objects of one S3 bucket (AWS or any S3-compatible server), named by their key. Browsers still
 * fetch them from this server's /media/ (see the media route): the bucket stays private, the URLs in the
 * API are the same for both stores, and ranges and validators pass through to S3.
 */
export class S3MediaStore implements MediaStore {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(
    private readonly settings: S3Settings,
    /** Objects per listing request (S3 answers at most 1,000); smaller in tests to walk several pages. */
    private readonly listPageSize = 1000,
  ) {
    this.bucket = settings.bucket;
    // The SDK is pinned (package.json) to a release that runs on Node 20; its notice that releases after
    // January 2027 will need Node 22 is for whoever upgrades it, not a line for every start and test run.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Plain signed requests: the SDK's default CRC trailers (aws-chunked uploads, checksum-mode reads)
      // are refused by several S3-compatible servers, and the bodies here are files we just wrote.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: 5000,
        // Each streamed reply holds a connection to S3 while its client reads (the SDK's default is 50).
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
  }

  /** Creates the bucket when it is missing (another process may create it at the same moment). */
  async prepare(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isMissing(error)) throw this.unusable(error);
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if ((error as Error).name !== 'BucketAlreadyOwnedByYou') throw this.unusable(error);
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private unusable(error: unknown) {
    const where = this.settings.endpoint ?? `AWS ${this.settings.region}`;
    return new Error(
      `The S3 bucket "${this.bucket}" at ${where} cannot be used: ${(error as Error).name} ${(error as Error).message}`,
    );
  }

  async put(source: MediaSource, ext: MediaExt): Promise<string> {
    const key = newMediaKey(ext);
    // A file is streamed with its length (S3 needs it up front); an object appears whole or not at all.
    // A streamed body cannot be sent again, so the SDK does not retry it: a failed upload fails the request.
    const body = source instanceof Uint8Array ? { Body: source } : await fileBody(source.path);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: mediaTypeOf(key), ...body }),
      );
    } finally {
      // A request that failed before reading the whole file leaves its stream open: destroying it closes the
      // file (else Node closes it on garbage collection, with a warning).
      if (body.Body instanceof Readable) body.Body.destroy();
    }
    return key;
  }

  async open(key: string): Promise<MediaFile | null> {
    if (!isMediaKey(key)) return null;
    let head;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const etag = head.ETag ?? '';
    const size = head.ContentLength ?? 0;
    return {
      size,
      etag,
      lastModified: head.LastModified ?? new Date(0),
      contentType: head.ContentType ?? mediaTypeOf(key),
      read: async (range?: ByteRange) => {
        try {
          const object = await this.client.send(
            new GetObjectCommand({
              Bucket: this.bucket,
              Key: key,
              ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
              // The bytes the headers describe, or none.
              ...(etag ? { IfMatch: etag } : {}),
            }),
          );
          const body = object.Body as Readable;
          // The reply's Content-Length is already promised: a server that sends other bytes (some
          // S3-compatible ones answer a one-byte range with the whole object) fails here, not mid-stream.
          const expected = range ? range.end - range.start + 1 : size;
          if (object.ContentLength !== expected) {
            body.destroy();
            throw new Error(
              `S3 sent ${object.ContentLength} bytes of ${key} where ${expected} were asked for`,
            );
          }
          return body;
        } catch (error) {
          if (isMissing(error)) throw new NotFoundError('file_not_found', 'File not found');
          throw error;
        }
      },
    };
  }

  async delete(key: string): Promise<void> {
    if (isMediaKey(key)) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Walks the bucket a page at a time (ListObjects with a marker: every S3-compatible server has it). */
  async *list(): AsyncIterable<StoredMedia> {
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.bucket, Marker: marker, MaxKeys: this.listPageSize }),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        if (object.Key && isMediaKey(object.Key))
          yield { key: object.Key, lastModified: object.LastModified ?? new Date() };
      }
      marker = objects.at(-1)?.Key;
      if (!page.IsTruncated || !marker) return;
    }
  }

  url(key: string): string {
    return MEDIA_URL_PREFIX + key;
  }
}
