// Enrolment (issue 12): a teacher enrols people into a class of their institution (one by one, from a sign-up lead,
// or by spreadsheet import, all rows or none). Enrolling makes the student account (the student signs in with the
// phone, kept as cipher text and keyed hash with its mask as username; a one-time initial password it must change),
// stores the ID number and phone encrypted with a keyed hash for lookups, takes a seat with a conditional UPDATE
// (capacity holds under races) and keeps a person in one open class per course.
import { randomInt } from 'node:crypto';
import {
  type BatchRefusal,
  ENROLLING_STATUSES,
  type EnrolmentImportReport,
  type EnrolmentInput,
  type EnrolmentListQuery,
  type EnrolmentResult,
  type EnrolmentRow,
  idCardGender,
  type Locale,
  type Page,
  type PaymentInfo,
  translate,
  UNFINISHED_CLASS_STATUSES,
} from '@etp/contracts';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { classes, enrolments, studentDetails } from '@/db/schema/classes.ts';
import { AppError, conflict, fieldError, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import { hashPassword } from '@/lib/password.ts';
import { maskIdCard, type PersonalDataCipher, shownLoginName } from '@/lib/personal-data/index.ts';
import { courseNameOf } from '@/modules/courses/index.ts';
import { enrollableLead, markLeadEnrolled } from '@/modules/signups/index.ts';
import {
  accountMatches,
  createStudentAccount,
  idCardMaskedOf,
  loginNameTaken,
  phoneCipherOf,
  phoneMaskedOf,
  userNameOf,
  usernameOf,
} from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { classScope } from './scope.ts';

/** Letters and digits that cannot be mistaken for each other when read aloud or copied from paper. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A one-time initial password: 10 characters (~57 bits), at least one letter and one digit. */
export function initialPassword(): string {
  for (;;) {
    const value = Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (/\d/.test(value) && /[A-Za-z]/.test(value)) return value;
  }
}

/** What one enrolment needs to know of its class (the caller may see it). */
interface ClassRef {
  id: number;
  name: string;
  courseId: number | null;
  institutionId: number;
  regionCode: string;
}

export interface Person extends Omit<EnrolmentInput, 'consent'> {}

interface Prepared {
  person: Person;
  idHash: string;
  /** Present when no student with this ID number existed when prepared. */
  account: { password: string; hash: string } | null;
}

const ROW = {
  e: enrolments,
  name: sql<string>`${userNameOf(enrolments.userId)}`,
  username: sql<string>`${usernameOf(enrolments.userId)}`,
  idCardMasked: sql<string>`${idCardMaskedOf(enrolments.userId)}`,
  phoneMasked: sql<string>`${phoneMaskedOf(enrolments.userId)}`,
  gender: studentDetails.gender,
  education: studentDetails.education,
  household: studentDetails.household,
  employment: studentDetails.employment,
  className: classes.name,
  classStatus: classes.status,
};

type Selected = {
  e: typeof enrolments.$inferSelect;
  name: string;
  username: string;
  idCardMasked: string;
  phoneMasked: string;
  gender: string | null;
  education: string | null;
  household: string | null;
  employment: string | null;
  className: string;
  classStatus: (typeof classes.$inferSelect)['status'];
};

/** The face module's answer to "who has a photo on file" (see `usePhotoRegistry`). */
export interface PhotoRegistry {
  withPhoto(userIds: readonly number[]): Promise<Set<number>>;
}

function toRow(r: Selected): EnrolmentRow {
  return {
    id: r.e.id,
    student_id: r.e.userId,
    name: r.name,
    username: r.username,
    id_card: r.idCardMasked,
    phone: r.phoneMasked,
    gender: r.gender ?? '',
    education: r.education ?? '',
    household: r.household ?? '',
    employment: r.employment ?? '',
    class_id: r.e.classId,
    class_name: r.className,
    class_status: r.classStatus,
    verified: r.e.verified === 1,
    photo_on_file: false,
    studying: r.e.studyStartedAt !== null,
    created_at: r.e.createdAt.toISOString(),
  };
}

export class EnrolmentService {
  /** Another module's say on whether payment information is open (the settlement module: a claim approved). */
  private paymentGate: ((enrolmentId: number) => Promise<boolean>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly personalData: PersonalDataCipher,
  ) {}

  /**
   * The settlement module registers the rule that opens payment information once the student's claim is approved;
   * this module knows nothing of claims. Without it, a finished class and a verified student open it.
   */
  openPaymentWhen(gate: (enrolmentId: number) => Promise<boolean>): void {
    this.paymentGate = gate;
  }

  private select(where: SQL | undefined) {
    return this.db
      .select(ROW)
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .leftJoin(studentDetails, eq(studentDetails.userId, enrolments.userId))
      .where(where)
      .$dynamic();
  }

  private async classFor(actor: Actor, id: number): Promise<ClassRef> {
    const [found] = await this.db
      .select({
        id: classes.id,
        name: classes.name,
        courseId: classes.courseId,
        institutionId: classes.institutionId,
        regionCode: classes.regionCode,
      })
      .from(classes)
      .where(and(eq(classes.id, id), classScope(actor)))
      .limit(1);
    if (!found) throw notFound();
    return found;
  }

  private async prepare(person: Person): Promise<Prepared> {
    const idHash = this.personalData.lookupHash(person.id_card);
    const [existing] = await this.db
      .select({ userId: studentDetails.userId })
      .from(studentDetails)
      .where(eq(studentDetails.idCardHash, idHash))
      .limit(1);
    if (existing) return { person, idHash, account: null };
    const password = initialPassword();
    return { person, idHash, account: { password, hash: await hashPassword(password) } };
  }

  /** One enrolment inside a transaction; throws an AppError (nothing written by it) when a rule refuses. */
  private async enrolIn(
    tx: Tx,
    actor: Actor,
    cls: ClassRef,
    prepared: Prepared,
    leadId: number | null,
  ): Promise<{ enrolmentId: number; initialPassword: string | null }> {
    const { person, idHash } = prepared;
    // One person at a time: two teachers enrolling the same ID number cannot both create an account.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${idHash}))`);
    const [existing] = await tx
      .select({ userId: studentDetails.userId })
      .from(studentDetails)
      .where(eq(studentDetails.idCardHash, idHash))
      .limit(1);
    let userId = existing?.userId;
    let password: string | null = null;
    if (userId === undefined) {
      if (await loginNameTaken(tx, this.personalData, person.phone))
        throw fieldError(409, 'classes.phone_taken', 'phone');
      const account = prepared.account ?? (await this.prepare(person)).account;
      if (!account) throw conflict();
      const created = await createStudentAccount(tx, this.personalData, {
        phone: person.phone,
        name: person.name,
        idCard: person.id_card,
        passwordHash: account.hash,
        regionCode: cls.regionCode,
        institutionId: cls.institutionId,
      });
      if (created === null) throw conflict();
      userId = created;
      password = account.password;
      await tx
        .insert(studentDetails)
        .values({ userId, ...this.personalFields(person, idHash) })
        .onConflictDoUpdate({ target: studentDetails.userId, set: this.personalFields(person, idHash) });
    }
    const [already] = await tx
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.classId, cls.id), eq(enrolments.userId, userId)))
      .limit(1);
    if (already) throw conflict('classes.already_enrolled');
    if (cls.courseId !== null) {
      const [other] = await tx
        .select({ name: classes.name })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(
          and(
            eq(enrolments.userId, userId),
            eq(enrolments.courseId, cls.courseId),
            ne(enrolments.classId, cls.id),
            inArray(classes.status, [...UNFINISHED_CLASS_STATUSES]),
          ),
        )
        .limit(1);
      if (other) throw new AppError(409, 'classes.already_in_course', { class: other.name });
    }
    // The seat: taken only while one is free and the class is enrolling (the row lock orders racing enrolments).
    const [seat] = await tx
      .update(classes)
      .set({ enrolledCount: sql`${classes.enrolledCount} + 1` })
      .where(
        and(
          eq(classes.id, cls.id),
          sql`${classes.enrolledCount} < ${classes.capacity}`,
          inArray(classes.status, [...ENROLLING_STATUSES]),
        ),
      )
      .returning({ id: classes.id });
    if (!seat) {
      const [now] = await tx.select({ status: classes.status }).from(classes).where(eq(classes.id, cls.id));
      const enrolling = (ENROLLING_STATUSES as readonly string[]).includes(now?.status ?? '');
      throw conflict(enrolling ? 'classes.full' : 'classes.not_enrolling');
    }
    const [enrolment] = await tx
      .insert(enrolments)
      .values({ classId: cls.id, userId, courseId: cls.courseId, leadId, createdBy: actor.userId })
      .returning({ id: enrolments.id });
    if (!enrolment) throw conflict();
    await tx.update(studentDetails).set({ classId: cls.id }).where(eq(studentDetails.userId, userId));
    if (leadId !== null) await markLeadEnrolled(tx, leadId, actor.userId);
    return { enrolmentId: enrolment.id, initialPassword: password };
  }

  private personalFields(person: Person, idHash: string) {
    return {
      idCardCipher: this.personalData.encrypt(person.id_card),
      idCardHash: idHash,
      gender: person.gender,
      education: person.education,
      household: person.household,
      employment: person.employment,
    };
  }

  /**
   * Which students have a face photo on file: the face module answers it when it is present (it registers itself
   * here), and then verification requires one. Without it there is nothing to require.
   */
  private photos: PhotoRegistry | null = null;
  usePhotoRegistry(registry: PhotoRegistry): void {
    this.photos = registry;
  }

  private async withPhotos(rows: EnrolmentRow[]): Promise<EnrolmentRow[]> {
    if (!this.photos || rows.length === 0) return rows;
    const on = await this.photos.withPhoto(rows.map((r) => r.student_id));
    return rows.map((r) => ({ ...r, photo_on_file: on.has(r.student_id) }));
  }

  private async rowOf(enrolmentId: number): Promise<EnrolmentRow> {
    const [found] = await this.select(eq(enrolments.id, enrolmentId)).limit(1);
    if (!found) throw notFound();
    const [row] = await this.withPhotos([toRow(found)]);
    return row as EnrolmentRow;
  }

  async enrol(
    actor: Actor,
    { id }: { id: number },
    input: Person,
    leadId: number | null = null,
  ): Promise<EnrolmentResult> {
    const cls = await this.classFor(actor, id);
    const prepared = await this.prepare(input);
    const done = await this.db.transaction((tx) => this.enrolIn(tx, actor, cls, prepared, leadId));
    actor.audit({
      action: 'class.enrol',
      targetType: 'class',
      targetId: id,
      after: { enrolment_id: done.enrolmentId, name: input.name, id_card: maskIdCard(input.id_card), lead_id: leadId },
    });
    return { enrolment: await this.rowOf(done.enrolmentId), initial_password: done.initialPassword };
  }

  /** A sign-up lead of the teacher's area turned into a student of the class in one step. */
  async enrolLead(
    actor: Actor,
    params: { id: number },
    body: {
      lead_id: number;
      gender?: Person['gender'] | undefined;
      household: Person['household'];
      employment: Person['employment'];
    },
  ): Promise<EnrolmentResult> {
    const cls = await this.classFor(actor, params.id);
    const lead = await enrollableLead(this.db, body.lead_id, cls.institutionId);
    if (!lead) throw fieldError(409, 'classes.lead_unavailable', 'lead_id');
    if (cls.courseId !== null && lead.courseId !== cls.courseId)
      throw fieldError(409, 'classes.lead_course_mismatch', 'lead_id');
    const idCard = this.personalData.decrypt(lead.idCardCipher);
    return this.enrol(
      actor,
      params,
      {
        name: lead.name,
        id_card: idCard,
        phone: this.personalData.decrypt(lead.phoneCipher),
        gender: body.gender ?? idCardGender(idCard) ?? 'female',
        education: lead.education,
        household: body.household,
        employment: body.employment,
      },
      lead.id,
    );
  }

  /**
   * Rows checked by the schema already (import.ts); here the rules that need the database, all in one transaction:
   * one refused row undoes every row.
   */
  async enrolMany(
    actor: Actor,
    { id }: { id: number },
    rows: { row: number; person: Person }[],
    locale: Locale,
  ): Promise<EnrolmentImportReport> {
    const cls = await this.classFor(actor, id);
    const prepared: { row: number; prepared: Prepared }[] = [];
    for (const r of rows) prepared.push({ row: r.row, prepared: await this.prepare(r.person) });
    const refused: EnrolmentImportReport['refused'] = [];
    const accounts: EnrolmentImportReport['accounts'] = [];
    const rollback = new Error('rollback');
    try {
      await this.db.transaction(async (tx) => {
        for (const { row, prepared: p } of prepared) {
          // A savepoint per row: a refused row leaves the transaction usable to check the next ones.
          try {
            const done = await tx.transaction((inner) => this.enrolIn(inner, actor, cls, p, null));
            accounts.push({
              row,
              name: p.person.name,
              username: shownLoginName(p.person.phone),
              initial_password: done.initialPassword,
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            // The cell a database refusal is about: the phone, the person (ID number), or the class (none).
            const cell =
              error.key === 'classes.phone_taken'
                ? { column: '手机号码', value: p.person.phone }
                : error.key === 'classes.already_enrolled' || error.key === 'classes.already_in_course'
                  ? { column: '身份证号码', value: p.person.id_card }
                  : { column: '', value: '' };
            refused.push({ row, name: p.person.name, ...cell, reason: translate(locale, error.key, error.params) });
          }
        }
        if (refused.length > 0) throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
      throw new AppError(
        400,
        'classes.import_refused',
        { count: refused.length },
        { created: 0, accounts: [], refused },
      );
    }
    actor.audit({ action: 'class.import', targetType: 'class', targetId: id, after: { created: accounts.length } });
    return { created: accounts.length, accounts, refused: [] };
  }

  /**
   * Paged in SQL without scanning what the caller cannot see: the classes in scope are looked up first (a teacher has
   * tens, a district hundreds) and the enrolments filtered by their ids, so the (class_id, verified, id) index answers;
   * the admin's list walks the primary key. The page's ids come from enrolments alone (with users only for a keyword)
   * and the rows are joined for those ids: a deep page does not join every row it skips.
   */
  async list(actor: Actor, query: EnrolmentListQuery): Promise<Page<EnrolmentRow>> {
    let classIds: number[] | null = query.class_id ? [query.class_id] : null;
    if (actor.scope.level !== 'all' || actor.role === 'trainer') {
      const visible = await this.db
        .select({ id: classes.id })
        .from(classes)
        .where(and(classScope(actor), query.class_id ? eq(classes.id, query.class_id) : undefined));
      classIds = visible.map((c) => c.id);
      if (classIds.length === 0) return { list: [], total: 0, page: query.page, size: query.size };
    }
    const where = and(
      classIds ? inArray(enrolments.classId, classIds) : undefined,
      query.verified ? eq(enrolments.verified, Number(query.verified)) : undefined,
      accountMatches(enrolments.userId, this.personalData, query.keyword),
    );
    const base = () => this.db.select({ id: enrolments.id }).from(enrolments).$dynamic();
    const counter = () => this.db.select({ n: count() }).from(enrolments).where(where);
    const pageIds = base().where(where).orderBy(desc(enrolments.id));
    return paginate(query, pageIds, counter(), async (found) => {
      if (found.length === 0) return [];
      const rows = await this.select(
        inArray(
          enrolments.id,
          found.map((r) => r.id),
        ),
      ).orderBy(desc(enrolments.id));
      return this.withPhotos(rows.map(toRow));
    });
  }

  /** A class's roster (teachers, its trainers, regional administrators). */
  async roster(actor: Actor, { id }: { id: number }, query: EnrolmentListQuery): Promise<Page<EnrolmentRow>> {
    await this.classFor(actor, id);
    return this.list(actor, { ...query, class_id: id });
  }

  /** The student's enrolment in a class the caller sees, or null (other modules ask this before acting on it). */
  async inClass(actor: Actor, classId: number, userId: number): Promise<{ id: number; verified: boolean } | null> {
    const [found] = await this.db
      .select({ id: enrolments.id, verified: enrolments.verified })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(and(eq(enrolments.classId, classId), eq(enrolments.userId, userId), classScope(actor)))
      .limit(1);
    return found ? { id: found.id, verified: found.verified === 1 } : null;
  }

  private async enrolmentFor(actor: Actor, id: number) {
    const [found] = await this.select(and(eq(enrolments.id, id), classScope(actor))).limit(1);
    if (!found) throw notFound();
    return found;
  }

  async verify(actor: Actor, { id }: { id: number }): Promise<EnrolmentRow> {
    const before = await this.enrolmentFor(actor, id);
    if (this.photos && !(await this.photos.withPhoto([before.e.userId])).has(before.e.userId)) {
      throw conflict('classes.photo_required');
    }
    await this.db
      .update(enrolments)
      .set({ verified: 1, verifiedAt: new Date(), verifiedBy: actor.userId })
      .where(eq(enrolments.id, id));
    actor.audit({
      action: 'student.verify',
      targetType: 'enrolment',
      targetId: id,
      before: { verified: before.e.verified === 1 },
      after: { verified: true },
    });
    return this.rowOf(id);
  }

  /** Removes the unverified, not yet studying students among `ids`; answers which could not be removed and why. */
  async removeUnverified(
    actor: Actor,
    ids: number[],
    locale: Locale,
  ): Promise<{ removed: number; refused: BatchRefusal[] }> {
    const wanted = [...new Set(ids)];
    const found = await this.select(and(inArray(enrolments.id, wanted), classScope(actor)));
    const byId = new Map(found.map((r) => [r.e.id, r]));
    const refused: BatchRefusal[] = [];
    const removable: number[] = [];
    for (const id of wanted) {
      const r = byId.get(id);
      if (!r) refused.push({ id, name: '', reason: translate(locale, 'error.not_found') });
      else if (r.e.studyStartedAt !== null)
        refused.push({ id, name: r.name, reason: translate(locale, 'classes.cannot_remove_studying') });
      else if (r.e.verified === 1)
        refused.push({ id, name: r.name, reason: translate(locale, 'classes.cannot_remove_verified') });
      else removable.push(id);
    }
    let removed = 0;
    if (removable.length) {
      await this.db.transaction(async (tx) => {
        const gone = await tx
          .delete(enrolments)
          .where(
            and(
              inArray(enrolments.id, removable),
              eq(enrolments.verified, 0),
              sql`${enrolments.studyStartedAt} is null`,
            ),
          )
          .returning({ classId: enrolments.classId, userId: enrolments.userId });
        removed = gone.length;
        const perClass = new Map<number, number>();
        for (const g of gone) perClass.set(g.classId, (perClass.get(g.classId) ?? 0) + 1);
        for (const [classId, n] of perClass)
          await tx
            .update(classes)
            .set({ enrolledCount: sql`greatest(${classes.enrolledCount} - ${n}, 0)` })
            .where(eq(classes.id, classId));
        for (const g of gone)
          await tx
            .update(studentDetails)
            .set({ classId: null })
            .where(and(eq(studentDetails.userId, g.userId), eq(studentDetails.classId, g.classId)));
      });
    }
    actor.audit({
      action: 'student.batch_remove',
      targetType: 'enrolment',
      after: { removed: removable, refused: refused.map((r) => r.id) },
    });
    return { removed, refused };
  }

  /**
   * The payment information, or null while it is not open: class not finished, student not verified, or (with the
   * settlement module) no approved claim pays for the student.
   */
  async paymentInfo(actor: Actor, id: number): Promise<PaymentInfo | null> {
    const r = await this.enrolmentFor(actor, id);
    if (r.classStatus !== 'finished' || r.e.verified !== 1) return null;
    if (this.paymentGate && !(await this.paymentGate(id))) return null;
    const [extra] = await this.db
      .select({ courseName: courseNameOf(classes.courseId), endDate: classes.endDate })
      .from(classes)
      .where(eq(classes.id, r.e.classId));
    return {
      id,
      name: r.name,
      class_name: r.className,
      course_name: extra?.courseName ?? '',
      finished_at: extra?.endDate ?? null,
      verified: true,
      payee_phone: r.phoneMasked,
    };
  }

  /**
   * One full ID number or phone, deliberately asked for; every reveal is audited (the value itself is not). The phone
   * is the account's own (users.phone_cipher), the one the student keeps up to date on the settings page.
   */
  async reveal(actor: Actor, { id }: { id: number }, field: 'id_card' | 'phone'): Promise<{ value: string }> {
    const r = await this.enrolmentFor(actor, id);
    const cipher =
      field === 'id_card'
        ? (
            await this.db
              .select({ idCardCipher: studentDetails.idCardCipher })
              .from(studentDetails)
              .where(eq(studentDetails.userId, r.e.userId))
          )[0]?.idCardCipher
        : await phoneCipherOf(this.db, r.e.userId);
    const value = cipher ? this.personalData.decrypt(cipher) : '';
    if (!value) throw notFound();
    actor.audit({
      action: 'student.reveal',
      targetType: 'user',
      targetId: r.e.userId,
      after: { field, enrolment_id: id },
    });
    return { value };
  }
}
