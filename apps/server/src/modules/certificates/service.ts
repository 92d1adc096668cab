// Certificates (合格证明): issued to the eligible students of a finished class (when it finishes, and one by one
// later), each with an unguessable number, a snapshot of what it certifies and its sha256, and a PDF made once and
// stored; revoked with a reason (the row stays); looked up by the public (rate-limited, logged, name masked).
import {
  CERTIFICATES_API,
  type CertificateListQuery,
  type CertificateRow,
  type CompletionReport,
  certificateLookupPath,
  type IssueReport,
  type MyCertificate,
  type Page,
} from '@etp/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { type CertificateSnapshot, certificateLookups, certificates } from '@/db/schema/certificates.ts';
import { newCertificateNumber } from '@/lib/certificate-number.ts';
import { AppError, conflict, notFound } from '@/lib/errors.ts';
import { likePattern } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { loadCertificateFont } from '@/lib/pdf/cjk-font.ts';
import { maskName } from '@/lib/personal-data/index.ts';
import { isUniqueViolation } from '@/lib/pg-errors.ts';
import type { Storage } from '@/lib/storage.ts';
import type { ClassAnswers, EligibilityService, StudentAnswer } from '@/modules/reporting/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';
import { allPrinted, renderCertificatePdf } from './pdf.ts';
import { sha256Of } from './snapshot.ts';

type Row = typeof certificates.$inferSelect;

/** Where the certificate was issued from: the site's name and the origin its QR code opens. */
export interface IssueSite {
  name: string;
  origin: string;
}

export interface CertificateDeps {
  db: Db;
  storage: Storage;
  eligibility: Pick<EligibilityService, 'answers'>;
  /** "Does the caller see this class?" (the classes module; 404 outside the scope). */
  classes: { row(actor: Actor, id: number): Promise<{ status: string }> };
  /** The site a certificate names, for a request's origin or (the job) the default site. */
  site(origin?: { protocol: string; host: string }): Promise<IssueSite>;
  /** A user's display name (the reviser of a revoked certificate). */
  nameOf(userId: number): Promise<string>;
  /** Draws a number (newCertificateNumber unless given: the demo fixes its first one). */
  drawNumber?(year: string, regionCode: string): string;
}

/** China's calendar day of a moment. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export class CertificateService {
  constructor(private readonly deps: CertificateDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** Issues to every eligible student of a finished class who has none yet; a name that cannot print is skipped. */
  async issueForClass(
    classId: number,
    actorId: number | null,
    origin?: { protocol: string; host: string },
  ): Promise<IssueReport & { refused: { student_id: number; chars: string[] }[] }> {
    const answers = await this.deps.eligibility.answers(classId);
    if (answers.cls.status !== 'finished') throw conflict('certificates.class_not_finished');
    const site = await this.deps.site(origin);
    const report = { issued: [] as IssueReport['issued'], already: 0, not_eligible: 0, refused: [] as never[] };
    const refused: { student_id: number; chars: string[] }[] = [];
    for (const student of answers.students) {
      if (student.certificate) report.already++;
      else if (!student.eligible) report.not_eligible++;
      else {
        try {
          const row = await this.issueTo(answers, student, actorId, site);
          if (row) report.issued.push({ student_id: student.studentId, certificate_no: row.certificateNo });
          else report.already++;
        } catch (error) {
          if (!(error instanceof AppError) || error.key !== 'certificates.glyph_missing') throw error;
          refused.push({ student_id: student.studentId, chars: String(error.params?.chars ?? '').split('') });
        }
      }
    }
    return { ...report, refused };
  }

  /**
   * The teacher issues for a finished class they see: one student who became eligible late, or (no student) every
   * eligible student still without one.
   */
  async issueLate(
    actor: Actor,
    classId: number,
    studentId: number | undefined,
    origin: { protocol: string; host: string },
  ): Promise<IssueReport> {
    const cls = await this.deps.classes.row(actor, classId);
    if (cls.status !== 'finished') throw conflict('certificates.class_not_finished');
    if (studentId === undefined) {
      const report = await this.issueForClass(classId, actor.userId, origin);
      for (const issued of report.issued) this.auditIssue(actor, issued.certificate_no, classId, issued.student_id);
      const { refused, ...rest } = report;
      return rest;
    }
    const answers = await this.deps.eligibility.answers(classId, { onlyUserIds: [studentId] });
    const student = answers.students[0];
    if (!student) throw notFound('certificates.not_enrolled');
    if (student.certificate) throw conflict('certificates.already_issued');
    if (!student.eligible) throw conflict('certificates.not_eligible');
    const row = await this.issueTo(answers, student, actor.userId, await this.deps.site(origin));
    if (!row) throw conflict('certificates.already_issued');
    this.auditIssue(actor, row.certificateNo, classId, studentId, row.id);
    return { issued: [{ student_id: studentId, certificate_no: row.certificateNo }], already: 0, not_eligible: 0 };
  }

  private auditIssue(actor: Actor, no: string, classId: number, studentId: number, id?: number) {
    actor.audit({
      action: 'certificate.issue',
      targetType: 'certificate',
      targetId: id ?? no,
      after: { certificate_no: no, class_id: classId, student_id: studentId },
    });
  }

  /** One certificate: the snapshot, its hash, the glyph check, the PDF stored, the row (null if one exists now). */
  private async issueTo(
    { cls, rules }: ClassAnswers,
    student: StudentAnswer,
    actorId: number | null,
    site: IssueSite,
  ): Promise<Row | null> {
    const font = await loadCertificateFont();
    const completedAt = cls.endDate ?? chinaDay(new Date());
    for (let attempt = 0; attempt < 3; attempt++) {
      const number = (this.deps.drawNumber ?? newCertificateNumber)(completedAt.slice(0, 4), cls.regionCode);
      const snapshot: CertificateSnapshot = {
        version: 1,
        certificate_no: number,
        student_name: student.name,
        id_card: student.idCardMasked,
        course_name: cls.courseName,
        class_name: cls.name,
        institution_name: cls.institutionName,
        region_code: cls.regionCode,
        region_name: cls.regionName,
        hours: student.facts.hours,
        required_hours: student.facts.required_hours,
        score: student.facts.best_score,
        pass_score: student.facts.pass_score,
        start_date: cls.startDate,
        end_date: cls.endDate,
        completed_at: completedAt,
        issued_at: new Date().toISOString(),
        site_name: site.name,
        rules,
      };
      const missing = font.missing(allPrinted(snapshot));
      if (missing.length) throw new AppError(422, 'certificates.glyph_missing', { chars: missing.join('') });
      const sha256 = sha256Of(snapshot);
      const pdf = await renderCertificatePdf(snapshot, {
        font,
        sha256,
        lookupUrl: `${site.origin}${certificateLookupPath(number)}`,
      });
      const key = `certificates/${completedAt.slice(0, 4)}/${number}.pdf`;
      await this.deps.storage.put(key, pdf);
      try {
        const [row] = await this.db
          .insert(certificates)
          .values({
            certificateNo: number,
            userId: student.studentId,
            classId: cls.id,
            institutionId: cls.institutionId,
            courseId: cls.courseId,
            studentName: student.name,
            idCardMasked: student.idCardMasked,
            className: cls.name,
            institutionName: cls.institutionName,
            courseName: cls.courseName,
            regionCode: cls.regionCode,
            hours: student.facts.hours,
            score: student.facts.best_score,
            completedAt,
            snapshot,
            sha256,
            issuedBy: actorId,
            pdfKey: key,
          })
          .onConflictDoNothing({ target: [certificates.classId, certificates.userId] })
          .returning();
        if (!row) await this.deps.storage.delete(key);
        return row ?? null;
      } catch (error) {
        await this.deps.storage.delete(key);
        // A number drawn twice (one in 2^50): draw again.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('certificate: three number collisions in a row');
  }

  private scoped(actor: Actor): SQL | undefined {
    return scopeCondition(actor.scope, {
      regionCode: certificates.regionCode,
      institutionId: certificates.institutionId,
    });
  }

  async list(actor: Actor, query: CertificateListQuery): Promise<Page<CertificateRow>> {
    const keyword = query.keyword ? likePattern(query.keyword) : null;
    const where = and(
      this.scoped(actor),
      query.status ? eq(certificates.status, query.status) : undefined,
      query.class_id ? eq(certificates.classId, query.class_id) : undefined,
      keyword
        ? or(
            ilike(certificates.certificateNo, keyword),
            ilike(certificates.studentName, keyword),
            ilike(certificates.className, keyword),
          )
        : undefined,
    );
    const rows = this.db.select().from(certificates).where(where).orderBy(desc(certificates.id)).$dynamic();
    const total = this.db.select({ n: count() }).from(certificates).where(where);
    const page = await paginate(query, rows, total, (found) => found);
    const names = new Map<number, string>();
    for (const r of page.list)
      if (r.revokedBy && !names.has(r.revokedBy)) names.set(r.revokedBy, await this.deps.nameOf(r.revokedBy));
    return { ...page, list: page.list.map((r) => this.toRow(r, names)) };
  }

  private toRow(r: Row, names: Map<number, string>): CertificateRow {
    const snapshot = r.snapshot as Partial<CertificateSnapshot>;
    return {
      ...this.toMine(r),
      student_name: r.studentName,
      id_card: r.idCardMasked,
      class_id: r.classId,
      region_code: r.regionCode,
      region_name: snapshot.region_name ?? '',
      revoked_reason: r.revokedReason,
      revoked_by_name: r.revokedBy ? (names.get(r.revokedBy) ?? '') : '',
      sha256: r.sha256,
    };
  }

  private toMine(r: Row): Omit<MyCertificate, 'pdf_url'> {
    return {
      id: r.id,
      certificate_no: r.certificateNo,
      status: r.status,
      course_name: r.courseName,
      class_name: r.className,
      institution_name: r.institutionName,
      hours: r.hours,
      score: r.score,
      completed_at: r.completedAt,
      issued_at: r.createdAt.toISOString(),
      revoked_at: r.revokedAt ? chinaDay(r.revokedAt) : null,
    };
  }

  /** Revoking keeps the row: its status, when, why and who; the lookup then says so. Outside the scope: 404. */
  async revoke(actor: Actor, id: number, reason: string): Promise<CertificateRow> {
    const [before] = await this.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.id, id), this.scoped(actor)))
      .limit(1);
    if (!before) throw notFound('certificates.not_found');
    const [after] = await this.db
      .update(certificates)
      .set({ status: 'revoked', revokedAt: new Date(), revokedReason: reason, revokedBy: actor.userId })
      .where(and(eq(certificates.id, id), eq(certificates.status, 'issued')))
      .returning();
    if (!after) throw conflict('certificates.already_revoked');
    actor.audit({
      action: 'certificate.revoke',
      targetType: 'certificate',
      targetId: id,
      before: { status: before.status },
      after: { status: 'revoked', reason },
    });
    return this.toRow(after, new Map([[actor.userId, await this.deps.nameOf(actor.userId)]]));
  }

  async mine(actor: Actor): Promise<MyCertificate[]> {
    const rows = await this.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, actor.userId))
      .orderBy(desc(certificates.id));
    return rows.map((r) => ({ ...this.toMine(r), pdf_url: CERTIFICATES_API.myPdf(r.id) }));
  }

  /**
   * The student's own PDF (anyone else: 404). A record moved from completion_records has none yet: it is made now from
   * its snapshot, stored and kept, so it too is made once.
   */
  async myPdf(actor: Actor, id: number, origin: { protocol: string; host: string }) {
    const [row] = await this.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.id, id), eq(certificates.userId, actor.userId)))
      .limit(1);
    if (!row) throw notFound('certificates.not_found');
    const key = row.pdfKey ?? (await this.makeMissingPdf(row, origin));
    const stat = await this.deps.storage.stat(key);
    const stored = stat ? key : await this.makeMissingPdf(row, origin);
    const size = stat?.size ?? (await this.deps.storage.stat(stored))?.size ?? 0;
    return { name: `${row.certificateNo}.pdf`, size, stream: this.deps.storage.read(stored) };
  }

  /** The PDF of a certificate without one, from its snapshot (filled in for a moved record), stored once. */
  private async makeMissingPdf(row: Row, origin?: { protocol: string; host: string }): Promise<string> {
    const site = await this.deps.site(origin);
    const moved = row.snapshot as Partial<CertificateSnapshot>;
    const snapshot: CertificateSnapshot = row.sha256
      ? (row.snapshot as CertificateSnapshot)
      : {
          version: 1,
          certificate_no: row.certificateNo,
          student_name: row.studentName,
          id_card: row.idCardMasked,
          course_name: row.courseName,
          class_name: row.className,
          institution_name: row.institutionName,
          region_code: row.regionCode ?? '',
          region_name: moved.region_name ?? '',
          hours: row.hours,
          required_hours: moved.required_hours ?? 0,
          score: row.score,
          pass_score: moved.pass_score ?? null,
          start_date: moved.start_date ?? null,
          end_date: moved.end_date ?? row.completedAt,
          completed_at: row.completedAt,
          issued_at: moved.issued_at ?? row.createdAt.toISOString(),
          site_name: moved.site_name ?? site.name,
          rules: moved.rules ?? null,
        };
    const font = await loadCertificateFont();
    const missing = font.missing(allPrinted(snapshot));
    if (missing.length) throw new AppError(422, 'certificates.glyph_missing', { chars: missing.join('') });
    const sha256 = row.sha256 || sha256Of(snapshot);
    const pdf = await renderCertificatePdf(snapshot, {
      font,
      sha256,
      lookupUrl: `${site.origin}${certificateLookupPath(row.certificateNo)}`,
    });
    const key = `certificates/${row.completedAt.slice(0, 4)}/${row.certificateNo}.pdf`;
    await this.deps.storage.put(key, pdf);
    await this.db
      .update(certificates)
      .set({ pdfKey: key, ...(row.sha256 ? {} : { snapshot, sha256 }) })
      .where(eq(certificates.id, row.id));
    return key;
  }

  /** The public lookup: the name masked, the status and the day of revocation; every lookup logged. */
  async report(number: string, address: string): Promise<CompletionReport> {
    const [row] = await this.db
      .select()
      .from(certificates)
      .where(eq(certificates.certificateNo, number.toUpperCase()))
      .limit(1);
    await this.db
      .insert(certificateLookups)
      .values({ certificateNo: number.slice(0, 64), certificateId: row?.id ?? null, found: Boolean(row), address });
    if (!row) throw notFound('report.not_found');
    const snapshot = row.snapshot as Partial<CertificateSnapshot>;
    return {
      certificate_no: row.certificateNo,
      student_name: maskName(row.studentName),
      class_name: row.className,
      institution_name: row.institutionName,
      course_name: row.courseName,
      region_name: snapshot.region_name ?? '',
      completed_at: row.completedAt,
      status: row.status,
      revoked_at: row.revokedAt ? chinaDay(row.revokedAt) : null,
    };
  }

  /** How many certificates a class the caller sees has (404 outside the scope). */
  async countOfClass(actor: Actor, classId: number): Promise<number> {
    await this.deps.classes.row(actor, classId);
    const [row] = await this.db.select({ n: count() }).from(certificates).where(eq(certificates.classId, classId));
    return row?.n ?? 0;
  }

  /** A class's certificates' PDFs, for the ZIP the teacher asks the download centre for (their classes only). */
  async pdfsOfClass(actor: Actor, classId: number): Promise<{ name: string; bytes: Buffer }[]> {
    await this.deps.classes.row(actor, classId);
    const rows = await this.db
      .select()
      .from(certificates)
      .where(eq(certificates.classId, classId))
      .orderBy(certificates.id);
    const out: { name: string; bytes: Buffer }[] = [];
    for (const row of rows) {
      const stored = row.pdfKey && (await this.deps.storage.stat(row.pdfKey)) ? row.pdfKey : null;
      const key = stored ?? (await this.makeMissingPdf(row));
      const chunks: Buffer[] = [];
      for await (const chunk of this.deps.storage.read(key)) chunks.push(chunk as Buffer);
      const suffix = row.status === 'revoked' ? '-已撤销' : '';
      out.push({ name: `${row.certificateNo}-${row.studentName}${suffix}.pdf`, bytes: Buffer.concat(chunks) });
    }
    return out;
  }
}
