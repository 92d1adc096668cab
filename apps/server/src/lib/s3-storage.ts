// The Storage interface on an S3-compatible bucket (AWS S3, MinIO, Ceph, the cloud vendors' object stores), so every
// instance behind a balancer reads the files any of them wrote: uploads, videos (byte ranges for the players), export
// files, face images, homework and collection attachments. Path-style addressing by default and checksums only when an
// operation requires them: from 3.729 the SDK sends CRC32 checksums on every upload, which many S3-compatible servers
// refuse. Loaded only when S3_BUCKET is set (core/index.ts), so a server on local disk never loads the SDK.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ByteRange, checkKey, type Storage, type StoredFile } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** The server's address; unset: AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual sources (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** A folder in the bucket every key goes under ('' for none). */
  prefix: string;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix}/` : '';
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private object(key: string) {
    return { Bucket: this.bucket, Key: this.prefix + checkKey(key) };
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.object(key), Body: body, ContentLength: body.length }));
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const { size } = await stat(sourcePath);
    // One PUT (up to 5 GB, far above VIDEO_MAX_BYTES): streamed from the file with its length, never held in memory.
    await this.client.send(
      new PutObjectCommand({ ...this.object(key), Body: createReadStream(sourcePath), ContentLength: size }),
    );
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand(this.object(key)));
      return { size: Number(head.ContentLength ?? 0) };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    const request = { ...this.object(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined };
    const client = this.client;
    // The stream exists at once (as a file's would); its bytes come when the GET answers, and a reader that stops
    // early ends the GET too (the generator's body is destroyed with it).
    async function* body() {
      const answer = await client.send(new GetObjectCommand(request));
      yield* answer.Body as Readable;
    }
    return Readable.from(body(), { objectMode: false });
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }
}
