import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkKey, type FileStore } from './store.ts';

export interface S3Options {
  /** The service's address (MinIO, R2, a local test server); omitted for AWS S3, which the region names. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys are prefixed with this (e.g. `uploads/`), so one bucket can hold other things too. */
  prefix?: string;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name: MinIO and most self-hosted services need it. */
  forcePathStyle?: boolean;
}

const missing = (err: unknown) => err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey');

/** Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), shared by every API process. The bucket stays private. */
export function s3Store(o: S3Options): FileStore {
  const client = new S3Client({
    endpoint: o.endpoint,
    region: o.region,
    forcePathStyle: o.forcePathStyle ?? Boolean(o.endpoint),
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    // Only what the service needs: R2 and older MinIO refuse the newer default checksums on PUT.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => `${o.prefix ?? ''}${checkKey(key)}`;
  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: Key(key) }));
    } catch (err) {
      if (missing(err)) return undefined;
      throw err;
    }
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: Key(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async open(key) {
      const out = await get(key);
      return out?.Body ? { body: out.Body as Readable, size: out.ContentLength ?? 0 } : undefined;
    },
    async read(key) {
      const out = await get(key);
      return out?.Body ? Buffer.from(await out.Body.transformToByteArray()) : undefined;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: Key(key) }));
    },
  };
}
