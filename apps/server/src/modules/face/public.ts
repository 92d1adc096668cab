// /faceRecognition: a visitor names an enrolled student (name + ID number, matched through the keyed hash of the ID
// number) and then verifies with the camera. Wrong answers slow down the (name + ID number, address) pair that made
// them and count against the address (lib/attempt-limit.ts), so nobody can lock a student out by trying their ID
// number elsewhere; a wrong name and a wrong ID number answer the same. A short-lived ticket, kept in the shared
// state, links the two steps.
import { randomBytes } from 'node:crypto';
import type { FaceIdentified } from '@etp/contracts';
import { and, sql } from 'drizzle-orm';
import { outer } from '@/db/refs.ts';
import { faceProfiles } from '@/db/schema/face.ts';
import type { AttemptLimiter } from '@/lib/attempt-limit.ts';
import { AppError } from '@/lib/errors.ts';
import { normalizeForLookup, type PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { SharedState } from '@/lib/shared-state.ts';
import { enrolledAnywhere, studentsWithIdCard } from '@/modules/classes/index.ts';
import { firstAccountWhere } from '@/modules/users/index.ts';
import type { CheckOutcome, FaceService } from './service.ts';

const TICKET_TTL_MS = 10 * 60_000;
/** Camera attempts one ticket allows before the visitor has to identify again. */
const TICKET_ATTEMPTS = 3;

const invalidTicket = () => new AppError(400, 'face.ticket_invalid');

export class FacePublic {
  constructor(
    private readonly face: FaceService,
    private readonly state: SharedState,
    private readonly cipher: PersonalDataCipher,
    private readonly limiter: AttemptLimiter,
  ) {}

  async identify(input: { name: string; id_card: string }, ip: string): Promise<FaceIdentified> {
    // A keyed hash of the normalised answer (names compare normalised): no name or ID number in the shared state.
    const pair = this.cipher.lookupHash(`${input.id_card}|${input.name}`);
    await this.limiter.attempt(pair, ip);
    const idHashes = this.cipher.lookupHashes(input.id_card);

    const found = await firstAccountWhere(this.face.db, {
      where: (id) => and(sql`${outer(id)} in ${studentsWithIdCard(idHashes)}`, enrolledAnywhere(id)),
      active: true,
      extra: (id) => sql<string | null>`(select f.photo_key from ${faceProfiles} f where f.user_id = ${outer(id)})`,
    });
    // One answer for an unknown ID number, a wrong name and a student without a class: no hint which was wrong.
    if (!found || normalizeForLookup(found.name) !== normalizeForLookup(input.name)) {
      await this.limiter.failed(pair, ip);
      throw new AppError(400, 'face.not_identified');
    }
    await this.limiter.succeeded(pair, ip);
    const ticket = randomBytes(24).toString('base64url');
    await this.state.set(`face:ticket:${ticket}`, JSON.stringify({ userId: found.id, attempts: 0 }), TICKET_TTL_MS);
    return { ticket, name: found.name, registered: Boolean(found.extra) };
  }

  async verify(ticket: string, frames: Buffer[], ip: string): Promise<CheckOutcome> {
    if (!/^[\w-]{20,64}$/.test(ticket)) throw invalidTicket();
    const key = `face:ticket:${ticket}`;
    const stored = await this.state.get(key);
    if (!stored) throw invalidTicket();
    const held = JSON.parse(stored) as { userId: number; attempts: number };
    const attempts = held.attempts + 1;
    if (attempts >= TICKET_ATTEMPTS) await this.state.del(key);
    else await this.state.set(key, JSON.stringify({ ...held, attempts }), TICKET_TTL_MS);
    const outcome = await this.face.compare(held.userId, { purpose: 'public', frames, address: ip });
    if (outcome.passed) {
      await this.state.del(key);
      return outcome;
    }
    return {
      passed: false,
      data: {
        ...outcome.data,
        compare_error_num: attempts,
        max_failures: TICKET_ATTEMPTS,
        remaining: Math.max(0, TICKET_ATTEMPTS - attempts),
        paused: attempts >= TICKET_ATTEMPTS,
      },
    };
  }
}
