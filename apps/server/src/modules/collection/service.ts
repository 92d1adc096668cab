// The startup-star collection: anyone applies (one application per phone and enterprise/project), gets a receipt
// number and looks it up with their phone; administrators and regional administrators (their region) review.
import { randomBytes, randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AdminCollectionApplication,
  type CollectionAttachment,
  type CollectionIndustry,
  type CollectionLookupResult,
  type CollectionReceipt,
  type CollectionStatus,
  type Page,
  PERSONAL_DATA_CONSENT_VERSION,
} from '@etp/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { collectionApplications, collectionAttachments } from '@/db/schema/collection.ts';
import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { maskPhone, type PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { isUniqueViolation } from '@/lib/pg-errors.ts';
import type { Storage } from '@/lib/storage.ts';
import { regionExists, regionNameOf } from '@/modules/regions/index.ts';
import { checkUpload, servedName, typedName } from '@/modules/uploads/index.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';

type Row = typeof collectionApplications.$inferSelect;

export interface ApplicationInput {
  applicant_name: string;
  phone: string;
  kind: 'enterprise' | 'project';
  entity_name: string;
  industry: CollectionIndustry;
  region_code: string;
  achievements: string;
  pitch: string;
  attachments: string[];
}

export interface IncomingFile {
  filename: string;
  data: Buffer;
  truncated: boolean;
}

export interface CollectionFilters {
  keyword?: string | undefined;
  status?: CollectionStatus | undefined;
  industry?: CollectionIndustry | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** XC + the day (server time) + six random digits. */
export function receiptNumber(now: Date): string {
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  return `XC${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export class CollectionService {
  constructor(
    private readonly db: Db,
    private readonly personalData: PersonalDataCipher,
    /** Private storage: attachments are never served from the public /uploads/ path. */
    private readonly storage: Storage,
  ) {}

  /** Keeps a file for an application being written; checked by its bytes like every upload. */
  async saveAttachment(file: IncomingFile, ipHash: string): Promise<CollectionAttachment> {
    const kind = checkUpload(file);
    const token = randomBytes(16).toString('hex');
    const now = new Date();
    const storageKey = `collection/${now.getUTCFullYear()}/${pad(now.getUTCMonth() + 1)}/${token}.${kind.ext}`;
    await this.storage.put(storageKey, file.data);
    const name = typedName(file.filename, kind.ext);
    await this.db.insert(collectionAttachments).values({
      token,
      storageKey,
      name,
      mime: kind.mime,
      size: file.data.length,
      ipHash,
    });
    return { token, name, size: file.data.length, type: kind.mime };
  }

  /** One attachment of an application the caller may see, to stream. */
  async openAttachment(
    actor: Actor,
    { id, attachmentId }: { id: number; attachmentId: number },
  ): Promise<{ stream: Readable; name: string; mime: string; size: number }> {
    await this.get(actor, { id });
    const [row] = await this.db
      .select()
      .from(collectionAttachments)
      .where(and(eq(collectionAttachments.id, attachmentId), eq(collectionAttachments.applicationId, id)))
      .limit(1);
    const info = row ? await this.storage.stat(row.storageKey) : null;
    if (!row || !info) throw notFound();
    return {
      stream: this.storage.read(row.storageKey),
      name: servedName(row.name, row.mime),
      mime: row.mime,
      size: info.size,
    };
  }

  // The public side ---------------------------------------------------------------------------

  async submit(input: ApplicationInput, ipHash: string): Promise<CollectionReceipt> {
    if (!(await regionExists(this.db, input.region_code)))
      throw badRequest('collection.region_required', { fields: { region_code: 'collection.region_required' } });
    const phoneHashes = this.personalData.lookupHashes(input.phone);
    const [duplicate] = await this.db
      .select({ id: collectionApplications.id })
      .from(collectionApplications)
      .where(
        and(
          inArray(collectionApplications.phoneHash, phoneHashes),
          eq(collectionApplications.entityName, input.entity_name),
        ),
      )
      .limit(1);
    if (duplicate) throw conflict('collection.duplicate');
    const tokens = [...new Set(input.attachments)];
    if (tokens.length) {
      const free = await this.db
        .select({ id: collectionAttachments.id })
        .from(collectionAttachments)
        .where(and(inArray(collectionAttachments.token, tokens), isNull(collectionAttachments.applicationId)));
      if (free.length !== tokens.length) {
        throw badRequest('collection.attachment_invalid', { fields: { attachments: 'collection.attachment_invalid' } });
      }
    }
    const now = new Date();
    // A receipt number taken by another application (one in a million a day) is drawn again.
    for (let attempt = 0; ; attempt++) {
      const receiptNo = receiptNumber(now);
      try {
        await this.db.transaction(async (tx) => {
          const [made] = await tx
            .insert(collectionApplications)
            .values({
              receiptNo,
              applicantName: input.applicant_name,
              phoneCipher: this.personalData.encrypt(input.phone),
              phoneHash: phoneHashes[0]!,
              phoneMasked: maskPhone(input.phone),
              kind: input.kind,
              entityName: input.entity_name,
              industry: input.industry,
              regionCode: input.region_code,
              achievements: input.achievements,
              pitch: input.pitch,
              consentVersion: PERSONAL_DATA_CONSENT_VERSION,
              ipHash,
              createdAt: now,
            })
            .returning({ id: collectionApplications.id });
          if (tokens.length) {
            const tied = await tx
              .update(collectionAttachments)
              .set({ applicationId: made!.id })
              .where(and(inArray(collectionAttachments.token, tokens), isNull(collectionAttachments.applicationId)))
              .returning({ id: collectionAttachments.id });
            // Another application took one of them meanwhile.
            if (tied.length !== tokens.length) {
              throw badRequest('collection.attachment_invalid', {
                fields: { attachments: 'collection.attachment_invalid' },
              });
            }
          }
        });
        return { receipt_no: receiptNo, submitted_at: now.toISOString() };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [again] = await this.db
          .select({ id: collectionApplications.id })
          .from(collectionApplications)
          .where(eq(collectionApplications.receiptNo, receiptNo))
          .limit(1);
        // Not the receipt number: the same phone and name raced in twice.
        if (!again || attempt >= 5) throw conflict('collection.duplicate');
      }
    }
  }

  async lookup({ receipt_no, phone }: { receipt_no: string; phone: string }): Promise<CollectionLookupResult> {
    const [row] = await this.db
      .select()
      .from(collectionApplications)
      .where(
        and(
          eq(collectionApplications.receiptNo, receipt_no),
          inArray(collectionApplications.phoneHash, this.personalData.lookupHashes(phone)),
        ),
      )
      .limit(1);
    if (!row) throw notFound('collection.not_found');
    return {
      receipt_no: row.receiptNo,
      applicant_name: row.applicantName,
      entity_name: row.entityName,
      status: row.status,
      review_note: row.reviewNote,
      submitted_at: row.createdAt.toISOString(),
      reviewed_at: iso(row.reviewedAt),
    };
  }

  // Review ------------------------------------------------------------------------------------

  private inScope(actor: Actor): SQL {
    return scopeCondition(actor.scope, { regionCode: collectionApplications.regionCode });
  }

  private where(actor: Actor, filters: CollectionFilters) {
    return and(
      this.inScope(actor),
      keywordCondition(
        [collectionApplications.entityName, collectionApplications.applicantName, collectionApplications.receiptNo],
        filters.keyword,
      ),
      filters.status ? eq(collectionApplications.status, filters.status) : undefined,
      filters.industry ? eq(collectionApplications.industry, filters.industry) : undefined,
    );
  }

  private withNames() {
    return this.db
      .select({
        a: collectionApplications,
        regionName: regionNameOf(collectionApplications.regionCode),
        reviewerName: userNameOf(collectionApplications.reviewerId),
      })
      .from(collectionApplications)
      .$dynamic();
  }

  /** The attachments of these applications, by application. */
  private async attachmentsOf(ids: number[]) {
    const by = new Map<number, AdminCollectionApplication['attachments']>();
    if (!ids.length) return by;
    const rows = await this.db
      .select()
      .from(collectionAttachments)
      .where(inArray(collectionAttachments.applicationId, ids))
      .orderBy(asc(collectionAttachments.id));
    for (const r of rows) {
      const list = by.get(r.applicationId!) ?? [];
      list.push({ id: r.id, name: servedName(r.name, r.mime), size: r.size, type: r.mime });
      by.set(r.applicationId!, list);
    }
    return by;
  }

  private async toAdminList(found: { a: Row; regionName: string | null; reviewerName: string | null }[]) {
    const files = await this.attachmentsOf(found.map((r) => r.a.id));
    return found.map((r) => ({ ...this.toAdmin(r), attachments: files.get(r.a.id) ?? [] }));
  }

  private toAdmin(r: { a: Row; regionName: string | null; reviewerName: string | null }): AdminCollectionApplication {
    return {
      id: r.a.id,
      receipt_no: r.a.receiptNo,
      applicant_name: r.a.applicantName,
      phone: r.a.phoneMasked,
      kind: r.a.kind,
      entity_name: r.a.entityName,
      industry: r.a.industry,
      region_code: r.a.regionCode,
      region_name: r.regionName ?? '',
      achievements: r.a.achievements,
      pitch: r.a.pitch,
      status: r.a.status,
      review_note: r.a.reviewNote,
      attachments: [],
      reviewer_name: r.reviewerName ?? '',
      reviewed_at: iso(r.a.reviewedAt),
      submitted_at: r.a.createdAt.toISOString(),
    };
  }

  async list(actor: Actor, query: PageRequest & CollectionFilters): Promise<Page<AdminCollectionApplication>> {
    const where = this.where(actor, query);
    const rows = this.withNames()
      .where(where)
      .orderBy(desc(collectionApplications.createdAt), desc(collectionApplications.id));
    const total = this.db.select({ n: count() }).from(collectionApplications).where(where);
    return paginate(query, rows, total, (found) => this.toAdminList(found));
  }

  async get(actor: Actor, { id }: { id: number }): Promise<AdminCollectionApplication> {
    const [row] = await this.withNames()
      .where(and(eq(collectionApplications.id, id), this.inScope(actor)))
      .limit(1);
    if (!row) throw notFound('collection.not_found');
    return (await this.toAdminList([row]))[0]!;
  }

  async review(
    actor: Actor,
    { id }: { id: number },
    input: { status: CollectionStatus; note: string },
  ): Promise<AdminCollectionApplication> {
    const before = await this.get(actor, { id });
    await this.db
      .update(collectionApplications)
      .set({ status: input.status, reviewNote: input.note, reviewerId: actor.userId, reviewedAt: new Date() })
      .where(eq(collectionApplications.id, id));
    const after = await this.get(actor, { id });
    actor.audit({ action: 'collection.review', targetType: 'collection_application', targetId: id, before, after });
    return after;
  }

  /** The applications the caller may see, with the same filters as the list (full phone numbers stay out). */
  async exportRows(actor: Actor, filters: CollectionFilters) {
    const found = await this.withNames()
      .where(this.where(actor, filters))
      .orderBy(desc(collectionApplications.createdAt), desc(collectionApplications.id));
    return this.toAdminList(found);
  }
}
