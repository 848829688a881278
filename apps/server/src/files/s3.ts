/**
 * The S3-compatible file store (AWS S3, MinIO, Ceph RGW, OSS/COS S3 endpoints…) through the maintained AWS SDK
 * client. Objects are served by the portal under /files/<key> (routes.ts), so the bucket may stay private and
 * the browser loads nothing from an outside address.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertKey, contentTypeOf, type FileStore, type StoredFile } from './store.ts';

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

  private objectKey(key: string): string {
    assertKey(key);
    return `${this.o.prefix}${key}`;
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

  async get(key: string): Promise<StoredFile | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.o.bucket, Key: this.objectKey(key) }));
      if (!r.Body) return null;
      return {
        body: Buffer.from(await r.Body.transformToByteArray()),
        contentType: r.ContentType || contentTypeOf(key),
      };
    } catch (e) {
      if (
        e instanceof NoSuchKey ||
        (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: this.objectKey(key) }));
  }

  urlOf(key: string): string {
    assertKey(key);
    return `/files/${key}`;
  }

  destroy(): void {
    this.client.destroy();
  }
}
