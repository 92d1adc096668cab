// Demo face checks (issue 13): one student of the demo teacher's institution registered a photo and then failed three
// checks in a row, so study is paused and the teacher's to-do shows it; the photo is face-api's own webcam
// screenshot (a package file every install has), stored encrypted like a real one, with its descriptor as the engine
// computed it once (the seed never starts the engine).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { Storage } from '@/lib/storage.ts';
import { FaceVault } from '@/modules/face/index.ts';
import type { Db } from '../../client.ts';
import { classes, enrolments, faceChecks, faceProfiles, institutions, users } from '../../schema/index.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';

const require = createRequire(import.meta.url);

/** The 128 numbers the engine gives for face-api/demo/screenshot-webcam.png. */
const WEBCAM_DESCRIPTOR = [
  -0.12925, 0.09353, 0.01843, -0.08303, -0.06301, -0.01266, 0.00637, -0.15047, 0.1503, -0.10556, 0.20884, -0.06017,
  -0.17673, -0.1301, 0.02866, 0.10447, -0.14319, -0.20092, -0.05338, -0.12644, -0.00669, -0.00662, -0.03095, 0.02658,
  -0.16954, -0.31333, -0.07949, -0.08735, 0.10573, -0.07124, 0.011, 0.13222, -0.18396, -0.03718, -0.02078, 0.15448,
  -0.04948, -0.02231, 0.15177, 0.02611, -0.15327, -0.03794, 0.00909, 0.32221, 0.22973, 0.04523, 0.03143, -0.03396,
  0.05585, -0.17759, 0.10345, 0.12433, 0.1009, 0.1149, 0.00849, -0.16319, 0.07703, 0.05548, -0.21042, 0.04318, 0.09247,
  -0.19556, -0.02002, 0.00879, 0.23165, 0.0936, -0.03079, -0.09289, 0.21638, -0.14556, -0.06712, 0.04833, -0.09957,
  -0.12709, -0.26264, 0.06487, 0.41557, 0.19734, -0.15409, 0.05858, -0.01551, -0.01977, 0.15178, 0.10331, -0.08712,
  -0.02743, -0.11761, 0.03834, 0.17276, 0.02777, -0.07293, 0.16002, 0.00276, -0.00755, 0.08815, 0.02272, -0.07379,
  0.03967, -0.06627, -0.09199, 0.0714, -0.09307, 0.02049, 0.10999, -0.15745, 0.28401, 0.02698, 0.04046, -0.02137,
  -0.03829, 0.04468, 0.01314, 0.14251, -0.22558, 0.16486, 0.172, 0.0291, 0.23185, 0.05821, 0.10663, -0.01924, -0.06314,
  -0.17609, -0.0478, 0.0205, -0.00897, 0.13778, 0.11892,
];

/** The failures in a row that pause study (FACE_MAX_FAILURES' default). */
const PAUSED_AFTER = 3;

/**
 * Stores the demo face photo (a real one, from the face engine's package) encrypted, as a registration stores one,
 * and answers its key; without storage (units that seed no files) a key that names no file.
 */
export async function storeDemoFacePhoto(cipher: PersonalDataCipher, storage?: Storage): Promise<string> {
  if (!storage) return 'face/photos/demo-missing.enc';
  const photo = readFileSync(require.resolve('@vladmandic/face-api/demo/screenshot-webcam.png'));
  return new FaceVault(storage, cipher).put('photos', photo);
}

export async function seedFace(db: Db, cipher: PersonalDataCipher, storage?: Storage): Promise<void> {
  const [student] = await db
    .select({ id: users.id })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(institutions, eq(institutions.id, classes.institutionId))
    .where(and(eq(institutions.name, DEMO_INSTITUTION_NAME), notInArray(users.username, ['student', 'student01'])))
    .orderBy(asc(users.id))
    .limit(1);
  if (!student) return;
  const photoKey = await storeDemoFacePhoto(cipher, storage);
  await db.insert(faceProfiles).values({
    userId: student.id,
    photoKey,
    descriptorCipher: cipher.encrypt(JSON.stringify(WEBCAM_DESCRIPTOR)),
    source: 'camera',
    failuresInRow: PAUSED_AFTER,
  });
  // Most enrolled students have a photo on file (the teacher uploaded it), so the demo teacher can verify them at once
  // (verification needs a photo); every tenth has none and shows how one is registered. 'student' and 'student01'
  // register their own with the camera at first study.
  const enrolled = await db
    .selectDistinct({ id: users.id })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(notInArray(users.id, [student.id]), notInArray(users.username, ['student', 'student01'])))
    .orderBy(asc(users.id));
  for (const [i, { id }] of enrolled.entries()) {
    if (i % 10 === 9) continue;
    await db.insert(faceProfiles).values({
      userId: id,
      photoKey: await storeDemoFacePhoto(cipher, storage),
      descriptorCipher: cipher.encrypt(JSON.stringify(WEBCAM_DESCRIPTOR)),
      source: 'teacher',
    });
  }
  const at = (daysAgo: number, minutes: number) => new Date(Date.now() - daysAgo * 86_400_000 + minutes * 60_000);
  await db.insert(faceChecks).values([
    { userId: student.id, purpose: 'register', result: 'pass', distance: 0.21, threshold: 0.5, createdAt: at(6, 0) },
    { userId: student.id, purpose: 'study_start', result: 'pass', distance: 0.32, threshold: 0.5, createdAt: at(5, 0) },
    ...[0, 3, 7].map((m) => ({
      userId: student.id,
      purpose: 'study_random' as const,
      result: 'fail' as const,
      reason: 'mismatch',
      distance: 0.68 + m / 100,
      threshold: 0.5,
      createdAt: at(1, m),
    })),
  ]);
}
