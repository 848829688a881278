/**
 * The S3-compatible file store (AWS S3, MinIO, Ceph RGW, OSS/COS S3 endpoints…) through the maintained AWS SDK
 * client. Objects are served by the portal under /files/<key> (routes.ts), so the bucket may stay private and
 * the browser loads nothing from an outside address. Private kinds (kinds.ts) live under the `private/` prefix
 * (a bucket policy may treat it apart); presignedUrl() hands one object out for a few minutes.
 */
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FILE_LINK_MAX_SECONDS } from '@portal/domain';
import { isPrivateKey, privateFolders } from './kinds.ts';
import {
  assertKey,
  contentTypeOf,
  urlOfKey,
  type FileStore,
  type OpenedFile,
  type RangeSpec,
  type StoredFile,
  type Unsatisfiable,
} from './store.ts';

export interface S3Options {
  /** e.g. https://s3.cn-north-1.amazonaws.com.cn or http://minio:9000; empty = AWS's default for the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (endpoint/bucket/key): what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. 'portal/'. */
  prefix: string;
}

const PRIVATE_PREFIX = 'private/';
const statusOf = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (e: unknown) => e instanceof NoSuchKey || statusOf(e) === 404;

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly o: S3Options) {
    this.client = new S3Client({
      region: o.region,
      ...(o.endpoint ? { endpoint: o.endpoint } : {}),
      forcePathStyle: o.forcePathStyle,
      credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
      // Plain PUTs with a signed body: accepted by every S3-compatible server (no aws-chunked trailers).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 3,
    });
  }

  /** The object's name in the bucket: the prefix, `private/` for a private kind, the key. */
  objectKey(key: string): string {
    assertKey(key);
    return `${this.o.prefix}${isPrivateKey(key) ? PRIVATE_PREFIX : ''}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.o.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
    return this.urlOf(key);
  }

  /** A private key not moved yet (relocatePrivate) is read where it was: the bucket without the private/ prefix. */
  private async fallback<T>(key: string, read: (objectKey: string) => Promise<T | null>): Promise<T | null> {
    const found = await read(this.objectKey(key));
    return found === null && isPrivateKey(key) ? read(`${this.o.prefix}${key}`) : found;
  }

  get(key: string): Promise<StoredFile | null> {
    return this.fallback(key, (k) => this.getObject(key, k));
  }

  private async getObject(key: string, objectKey: string): Promise<StoredFile | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.o.bucket, Key: objectKey }));
      if (!r.Body) return null;
      return {
        body: Buffer.from(await r.Body.transformToByteArray()),
        contentType: r.ContentType || contentTypeOf(key),
      };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  /** A ranged GetObject: the bucket sends only the bytes asked for, streamed on as they come. */
  open(key: string, range: RangeSpec | null): Promise<OpenedFile | Unsatisfiable | null> {
    return this.fallback(key, (k) => this.openObject(key, k, range));
  }

  private async openObject(
    key: string,
    objectKey: string,
    range: RangeSpec | null,
  ): Promise<OpenedFile | Unsatisfiable | null> {
    const Range = range ? `bytes=${range.start ?? ''}-${range.end ?? ''}` : undefined;
    try {
      const r = await this.client.send(
        new GetObjectCommand({ Bucket: this.o.bucket, Key: objectKey, ...(Range ? { Range } : {}) }),
      );
      if (!r.Body) return null;
      const cr = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.ContentRange ?? '');
      const size = cr ? Number(cr[3]) : Number(r.ContentLength ?? 0);
      return {
        body: r.Body as Readable,
        contentType: r.ContentType || contentTypeOf(key),
        size,
        range: cr ? { start: Number(cr[1]), end: Number(cr[2]) } : null,
      };
    } catch (e) {
      if (isMissing(e)) return null;
      if (statusOf(e) === 416) {
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: objectKey }));
        return { unsatisfiable: true, size: Number(head.ContentLength ?? 0) };
      }
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: this.objectKey(key) }));
  }

  urlOf(key: string): string {
    return urlOfKey(key, '/files');
  }

  /** A presigned GET of the object, valid `seconds` (at most 15 minutes), for a client that may reach the bucket. */
  presignedUrl(key: string, seconds: number): Promise<string> {
    const expiresIn = Math.max(1, Math.min(seconds, FILE_LINK_MAX_SECONDS));
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.o.bucket, Key: this.objectKey(key) }), {
      expiresIn,
    });
  }

  async relocatePrivate(): Promise<number> {
    let moved = 0;
    for (const folder of privateFolders()) {
      let ContinuationToken: string | undefined;
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.o.bucket, Prefix: `${this.o.prefix}${folder}/`, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          const key = o.Key!.slice(this.o.prefix.length);
          const from = `${this.o.bucket}/${o.Key!}`.split('/').map(encodeURIComponent).join('/');
          try {
            await this.client.send(
              new CopyObjectCommand({ Bucket: this.o.bucket, Key: this.objectKey(key), CopySource: from }),
            );
            await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: o.Key! }));
            moved++;
          } catch (e) {
            // Moved meanwhile by another instance.
            if (!isMissing(e)) throw e;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    }
    return moved;
  }

  destroy(): void {
    this.client.destroy();
  }
}
