// Face registration and checks, decided on the server: the engine computes every descriptor, the distance against
// FACE_THRESHOLD decides, every check is a face_checks row, FACE_MAX_FAILURES failures in a row pause study until
// the teacher allows it again. Captures and photos are encrypted at rest (vault.ts).
import type { FaceCompareFailed, FaceComparePurpose, FacePassed, FaceReason, FaceStatus } from '@etp/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { faceChecks, faceProfiles } from '@/db/schema/face.ts';
import { AppError, badRequest, conflict } from '@/lib/errors.ts';
import { isFaceVerified, markFaceVerified } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { FaceEngine, FaceResult, VerifyResult } from './engine/index.ts';
import type { FaceVault } from './vault.ts';

export interface FaceSettings {
  threshold: number;
  maxFailures: number;
  retentionDays: number;
}

/** A capture the engine refused: 400 naming the reason (face.reason_<code>), with the code in data. */
export const refusal = (reason: FaceReason) =>
  new AppError(400, `face.reason_${reason}`, {}, { reason, fields: { file: `face.reason_${reason}` } });

/** An uploaded photo the engine refused: the same reasons, worded for a file rather than a camera. */
export const fileRefusal = (reason: Exclude<FaceReason, 'mismatch' | 'paused'>) =>
  new AppError(400, `face.file_reason_${reason}`, {}, { reason, fields: { file: `face.file_reason_${reason}` } });

/** What a check decided, before it becomes an answer. */
export type CheckOutcome = { passed: true; data: FacePassed } | { passed: false; data: FaceCompareFailed };

export interface CheckInput {
  purpose: FaceComparePurpose | 'public';
  lessonId?: number | null;
  frames: Buffer[];
  address: string;
}

export class FaceService {
  constructor(
    readonly db: Db,
    readonly engine: FaceEngine,
    readonly vault: FaceVault,
    readonly settings: FaceSettings,
  ) {}

  /** Which of `userIds` have a face photo on file (the teacher's verification needs one). */
  async withPhoto(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: faceProfiles.userId })
      .from(faceProfiles)
      .where(inArray(faceProfiles.userId, [...userIds]));
    return new Set(rows.map((r) => r.id));
  }

  async status(userId: number): Promise<FaceStatus> {
    const [verified, [row]] = await Promise.all([
      isFaceVerified(this.db, userId),
      this.db
        .select({ failures: faceProfiles.failuresInRow, photo: faceProfiles.photoKey })
        .from(faceProfiles)
        .where(eq(faceProfiles.userId, userId)),
    ]);
    const failures = row?.failures ?? 0;
    return {
      registered: Boolean(row?.photo),
      is_compare: verified ? 1 : 0,
      failures_in_row: failures,
      max_failures: this.settings.maxFailures,
      paused: failures >= this.settings.maxFailures,
    };
  }

  /**
   * The student's own registration from the camera at first study. The sharpest usable frame becomes the photo; the
   * other usable frames are verified against it, and when they match the registration counts as verified (is_compare).
   */
  async registerFromCamera(actor: Actor, frames: Buffer[], address: string): Promise<{ verified: boolean }> {
    const [existing] = await this.db.select().from(faceProfiles).where(eq(faceProfiles.userId, actor.userId));
    if (existing) throw conflict('face.already_registered');
    const results = await Promise.all(frames.map((f) => this.engine.describe(f)));
    const best = sharpest(results);
    if (!best) {
      const reason = firstReason(results);
      await this.record(actor.userId, { purpose: 'register', result: 'refused', reason, address });
      throw refusal(reason);
    }
    const others = results.filter((r, i) => r.ok && i !== best.index);
    const distances = others.map((r) =>
      this.engine.compare(best.result.descriptor, (r as { descriptor: number[] }).descriptor),
    );
    const verified = distances.length > 0 && distances.every((d) => d < this.settings.threshold);
    const distance = distances.length ? Math.max(...distances) : null;
    await this.saveProfile(
      actor.userId,
      frames[best.index] as Buffer,
      best.result.descriptor,
      'camera',
      null,
      verified,
    );
    await this.record(actor.userId, {
      purpose: 'register',
      result: verified || distances.length === 0 ? 'pass' : 'fail',
      reason: verified || distances.length === 0 ? '' : 'mismatch',
      distance,
      address,
    });
    return { verified };
  }

  /** The registered photo of a student (scope checked by the caller), or null when none is on file. */
  async photoOf(studentId: number): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ key: faceProfiles.photoKey })
      .from(faceProfiles)
      .where(eq(faceProfiles.userId, studentId));
    return row ? this.vault.get(row.key) : null;
  }

  /** A photo uploaded by staff for a student (scope checked by the caller): replaces any earlier one, not verified. */
  async registerFromTeacher(actor: Actor, studentId: number, photo: Buffer): Promise<void> {
    const result = await this.engine.describe(photo);
    if (!result.ok) throw fileRefusal(result.reason);
    await this.saveProfile(studentId, photo, result.descriptor, 'teacher', actor.userId, false);
    actor.audit({ action: 'face.photo_upload', targetType: 'user', targetId: studentId });
  }

  private async saveProfile(
    userId: number,
    photo: Buffer,
    descriptor: number[],
    source: 'camera' | 'teacher',
    registeredBy: number | null,
    verified: boolean,
  ): Promise<void> {
    const photoKey = await this.vault.put('photos', photo);
    const descriptorCipher = this.vault.sealDescriptor(descriptor);
    const [old] = await this.db
      .select({ key: faceProfiles.photoKey })
      .from(faceProfiles)
      .where(eq(faceProfiles.userId, userId));
    const values = { photoKey, descriptorCipher, source, registeredBy, failuresInRow: 0, updatedAt: new Date() };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(faceProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: faceProfiles.userId, set: values });
      await markFaceVerified(tx, userId, verified);
    });
    if (old) await this.vault.delete(old.key);
  }

  /**
   * One check of a student against the registered photo. Refused captures (no face, blurred...) are recorded and
   * answered but do not count as failures; a mismatch does, and pauses study at maxFailures; a pass resets the count.
   */
  async compare(userId: number, input: CheckInput): Promise<CheckOutcome> {
    const [profile] = await this.db.select().from(faceProfiles).where(eq(faceProfiles.userId, userId));
    if (!profile) throw badRequest('face.not_registered');
    const counts = input.purpose !== 'public';
    if (counts && profile.failuresInRow >= this.settings.maxFailures) {
      await this.record(userId, { ...input, result: 'refused', reason: 'paused' });
      return this.failed(profile.failuresInRow, 'paused', null);
    }
    const verdict = await this.engine.verify(this.vault.openDescriptor(profile.descriptorCipher), input.frames);
    const captureKey = await this.keepCapture(input.frames, verdict);
    if (verdict.match && verdict.distance !== null) {
      const [check] = await this.record(userId, { ...input, result: 'pass', distance: verdict.distance, captureKey });
      if (counts) await this.db.update(faceProfiles).set({ failuresInRow: 0 }).where(eq(faceProfiles.userId, userId));
      await markFaceVerified(this.db, userId, true);
      return { passed: true, data: { passed: true, distance: round(verdict.distance), check_id: check?.id ?? 0 } };
    }
    if (verdict.distance === null) {
      const reason = verdict.reasons[0] ?? 'no_face';
      await this.record(userId, { ...input, result: 'refused', reason, captureKey });
      return this.failed(profile.failuresInRow, reason, null);
    }
    await this.record(userId, { ...input, result: 'fail', reason: 'mismatch', distance: verdict.distance, captureKey });
    if (!counts) return this.failed(0, 'mismatch', verdict.distance);
    const [updated] = await this.db
      .update(faceProfiles)
      .set({ failuresInRow: sql`${faceProfiles.failuresInRow} + 1` })
      .where(eq(faceProfiles.userId, userId))
      .returning({ failures: faceProfiles.failuresInRow });
    return this.failed(updated?.failures ?? profile.failuresInRow + 1, 'mismatch', verdict.distance);
  }

  private failed(failures: number, reason: FaceReason, distance: number | null): CheckOutcome {
    const max = this.settings.maxFailures;
    return {
      passed: false,
      data: {
        passed: false,
        compare_error_num: failures,
        max_failures: max,
        remaining: Math.max(0, max - failures),
        paused: failures >= max,
        reason,
        distance: distance === null ? null : round(distance),
      },
    };
  }

  /** The frame the decision leaned on most (the first usable one, else the first), encrypted. */
  private keepCapture(frames: Buffer[], verdict: VerifyResult): Promise<string> {
    const usable = verdict.frames.find((f) => f.ok)?.index ?? 0;
    return this.vault.put('captures', frames[usable] ?? (frames[0] as Buffer));
  }

  record(
    userId: number,
    row: {
      purpose: (typeof faceChecks.$inferInsert)['purpose'];
      result: (typeof faceChecks.$inferInsert)['result'];
      reason?: string;
      distance?: number | null;
      lessonId?: number | null;
      captureKey?: string | null;
      address: string;
    },
  ) {
    return this.db
      .insert(faceChecks)
      .values({
        userId,
        purpose: row.purpose,
        result: row.result,
        reason: row.reason ?? '',
        distance: row.distance ?? null,
        threshold: this.settings.threshold,
        lessonId: row.lessonId ?? null,
        captureKey: row.captureKey ?? null,
        address: row.address.slice(0, 64),
      })
      .returning({ id: faceChecks.id });
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function sharpest(results: FaceResult[]) {
  let best: { index: number; result: Extract<FaceResult, { ok: true }> } | null = null;
  results.forEach((result, index) => {
    if (result.ok && (!best || result.sharpness > best.result.sharpness)) best = { index, result };
  });
  return best as { index: number; result: Extract<FaceResult, { ok: true }> } | null;
}

function firstReason(results: FaceResult[]): FaceReason {
  for (const r of results) if (!r.ok) return r.reason;
  return 'no_face';
}
