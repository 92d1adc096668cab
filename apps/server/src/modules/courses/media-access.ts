// Who may fetch a media file, and the short-lived signed token that carries the user to the file routes (a <video>
// or an HLS player cannot send the Authorization header). The token is an HMAC over media id, user id and expiry;
// the user's access is checked again on every request, so a student removed from a class loses the file at once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_API, MEDIA_TOKEN_PARAM, type Role } from '@etp/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { courseLessons } from '@/db/schema/courses.ts';
import { mediaTokenExpiry } from '@/lib/media-token-life.ts';
import type { CourseClassReads } from './class-reads.ts';

const STAFF_ALL: readonly Role[] = ['admin', 'province', 'city', 'area'];

export interface MediaReader {
  id: number;
  roles: readonly Role[];
  institutionId: number | null;
  status: 'active' | 'disabled';
}

export class MediaAccess {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly classes: Pick<CourseClassReads, 'taughtBy' | 'studiedBy'>,
  ) {
    this.key = createHmac('sha256', secret).update('media-token').digest();
  }

  private sign(mediaId: number, userId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${mediaId}:${userId}:${expires}`).digest('base64url');
  }

  /** A token that expires 15 to 20 minutes after `nowMs`, the same for every call within one 5-minute bucket. */
  token(mediaId: number, userId: number, nowMs = Date.now()): string {
    const expires = mediaTokenExpiry(nowMs);
    return `${userId}.${expires}.${this.sign(mediaId, userId, expires)}`;
  }

  /** The user the token was issued to, or null when it is forged, for another file, or expired. */
  verify(mediaId: number, token: string | undefined, nowMs = Date.now()): number | null {
    const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
    if (!match) return null;
    const userId = Number(match[1]);
    const expires = Number(match[2]);
    if (expires * 1000 <= nowMs) return null;
    const expected = Buffer.from(this.sign(mediaId, userId, expires));
    const given = Buffer.from(match[3]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
  }

  /** The file's address with the caller's token, and when that token expires (the player renews it before). */
  address(mediaId: number, userId: number, path: 'file' | 'poster' | 'hls', nowMs = Date.now()) {
    return { url: this.url(mediaId, userId, path, nowMs), expiresAt: this.expiresAt(nowMs) };
  }

  /** When a token issued at `nowMs` expires. */
  expiresAt(nowMs = Date.now()): Date {
    return new Date(mediaTokenExpiry(nowMs) * 1000);
  }

  /** The file's address with the caller's token. */
  url(mediaId: number, userId: number, path: 'file' | 'poster' | 'hls', nowMs = Date.now()): string {
    const base =
      path === 'file'
        ? MEDIA_API.file(mediaId)
        : path === 'poster'
          ? MEDIA_API.poster(mediaId)
          : MEDIA_API.hls(mediaId, 'index.m3u8');
    return `${base}?${MEDIA_TOKEN_PARAM}=${this.token(mediaId, userId, nowMs)}`;
  }

  /**
   * Admin and regional administrators read everything; teachers and trainers the media of courses their
   * institution has a class on; students the media of the course of a class they are enrolled in.
   */
  async canRead(user: MediaReader, mediaId: number): Promise<boolean> {
    if (user.status !== 'active') return false;
    if (user.roles.some((r) => STAFF_ALL.includes(r))) return true;
    // A lesson of a course the caller's institution teaches or the caller studies uses the file.
    const conditions: SQL[] = [];
    if (user.institutionId && user.roles.some((r) => r === 'teacher' || r === 'trainer'))
      conditions.push(this.classes.taughtBy(user.institutionId, courseLessons.courseId));
    if (user.roles.includes('student')) conditions.push(this.classes.studiedBy(user.id, courseLessons.courseId));
    for (const condition of conditions) {
      const [found] = await this.db
        .select({ id: courseLessons.id })
        .from(courseLessons)
        .where(and(eq(courseLessons.mediaId, mediaId), condition))
        .limit(1);
      if (found) return true;
    }
    return false;
  }
}
