// File storage behind one interface: local disk under DATA_DIR by default, an S3-compatible bucket with the S3_*
// settings (s3-storage.ts). Both keep the same keys and pass the same contract (test/platform/storage.test.ts).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  /** Writes a file at a key like "exports/2026/11/abc.xlsx" (slashes, no "..") */
  put(key: string, body: Buffer): Promise<void>;
  /** Copies a local file (a finished upload in a temporary folder) to a key. */
  putFile(key: string, sourcePath: string): Promise<void>;
  stat(key: string): Promise<StoredFile | null>;
  /** The file, or the bytes start..end (both included) of it. */
  read(key: string, range?: ByteRange): Readable;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][\w.-]*(\/[\w][\w.-]*)*$/;

/** Refuses a key that is not slash-separated names (no "..", no leading slash): every store checks the same way. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    const full = resolve(join(this.root, checkKey(key)));
    if (!full.startsWith(this.root + sep)) throw new Error(`storage key leaves the root: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const full = this.path(key);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, body);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const full = this.path(key);
    await mkdir(dirname(full), { recursive: true });
    await copyFile(sourcePath, full);
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.path(key), range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

/** The same store seen from a folder: keys are written under `<folder>/` (exports keep their files under files/). */
export function under(storage: Storage, folder: string): Storage {
  const key = (name: string) => `${folder}/${name}`;
  return {
    put: (name, body) => storage.put(key(name), body),
    putFile: (name, sourcePath) => storage.putFile(key(name), sourcePath),
    stat: (name) => storage.stat(key(name)),
    read: (name, range) => storage.read(key(name), range),
    delete: (name) => storage.delete(key(name)),
  };
}
