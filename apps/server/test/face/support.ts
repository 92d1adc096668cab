// Shared by the face API tests: multipart forms with several captures, the demo photographs (read where their
// packages installed them), and a demo student's ID number (decrypted from the seeded cipher text).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { studentDetails, users } from '../../src/db/schema/index.ts';
import type { Api } from '../helpers.ts';

function packageDir(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

const FACE_API = packageDir('@vladmandic/face-api');
export const PHOTOS = {
  /** The face-api author at his webcam (MIT). */
  webcam: () => readFileSync(join(FACE_API, 'demo/screenshot-webcam.png')),
  /** The same man in @vladmandic/human's FaceID demo (MIT). */
  faceId: () => readFileSync(join(packageDir('@vladmandic/human'), 'assets/screenshot-faceid.jpg')),
  /** Three women at a party: several faces. */
  group: () => readFileSync(join(FACE_API, 'demo/sample1.jpg')),
  /** The left woman of the group photo alone: another person. */
  woman: () =>
    sharp(join(FACE_API, 'demo/sample1.jpg'))
      .extract({ left: 330, top: 150, width: 470, height: 600 })
      .jpeg()
      .toBuffer(),
  /** Wall and curtain left of the group: nobody. */
  nobody: () =>
    sharp(join(FACE_API, 'demo/sample1.jpg')).extract({ left: 0, top: 0, width: 380, height: 800 }).jpeg().toBuffer(),
};

/** A multipart/form-data body with "file" parts and text fields. */
export function faceForm(frames: Buffer[], fields: Record<string, string> = {}) {
  const boundary = `----etp-face-${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  frames.forEach((frame, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="frame${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      frame,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a face form as `client`. */
export const postForm = (
  client: ReturnType<Api['as']>,
  url: string,
  frames: Buffer[],
  fields: Record<string, string> = {},
  remoteAddress?: string,
) => {
  const form = faceForm(frames, fields);
  return client.post(url, form.payload, { headers: form.headers, ...(remoteAddress ? { remoteAddress } : {}) });
};

/** A demo account's id, name and full ID number. */
export async function demoStudent(api: Api, username: string) {
  const [row] = await api.app.db
    .select({ id: users.id, name: users.name, cipher: studentDetails.idCardCipher })
    .from(users)
    .innerJoin(studentDetails, eq(studentDetails.userId, users.id))
    .where(eq(users.username, username));
  if (!row?.cipher) throw new Error(`${username} has no ID number`);
  return { id: row.id, name: row.name, idCard: api.app.personalData.decrypt(row.cipher) };
}
