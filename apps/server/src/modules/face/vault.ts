// Face photos and captures at rest: the bytes are encrypted with the personal-data key before they reach storage
// (a stored file is a pd1 cipher text, never a JPEG), descriptors are encrypted JSON.
import { randomUUID } from 'node:crypto';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { Storage } from '@/lib/storage.ts';

export class FaceVault {
  constructor(
    private readonly storage: Storage,
    private readonly cipher: PersonalDataCipher,
  ) {}

  /** Encrypts and stores an image; returns its storage key. `kind` is photos (registered) or captures (checks). */
  async put(kind: 'photos' | 'captures', image: Buffer, now = new Date()): Promise<string> {
    const month = now.toISOString().slice(0, 7).replace('-', '/');
    const key = `face/${kind}/${month}/${randomUUID()}.enc`;
    await this.storage.put(key, Buffer.from(this.cipher.encrypt(image.toString('base64')), 'utf8'));
    return key;
  }

  /** The image bytes of a stored key (decrypted); null when the file is gone. */
  async get(key: string): Promise<Buffer | null> {
    if (!(await this.storage.stat(key))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.storage.read(key)) chunks.push(chunk as Buffer);
    return Buffer.from(this.cipher.decrypt(Buffer.concat(chunks).toString('utf8')), 'base64');
  }

  delete(key: string): Promise<void> {
    return this.storage.delete(key);
  }

  sealDescriptor(descriptor: readonly number[]): string {
    return this.cipher.encrypt(JSON.stringify(descriptor.map((n) => Math.round(n * 1e6) / 1e6)));
  }

  openDescriptor(cipherText: string): number[] {
    return JSON.parse(this.cipher.decrypt(cipherText)) as number[];
  }
}
