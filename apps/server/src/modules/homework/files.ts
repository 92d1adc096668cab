// Attachments of homework and answers: checked by their bytes like every upload, but kept under homework/ in Storage
// and served only to those who may read what they are attached to (never from the public /uploads/ path).
import type { Readable } from 'node:stream';
import { HOMEWORK_API, type HomeworkFile } from '@etp/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { homeworkFiles, homeworkSubmissions } from '@/db/schema/homework.ts';
import { fieldError, notFound } from '@/lib/errors.ts';
import type { Storage } from '@/lib/storage.ts';
import { checkUpload, type IncomingFile, servedName, storedName, typedName } from '@/modules/uploads/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type Runner, reachHomework } from './access.ts';

/** What an attachment belongs to once a homework or an answer takes it. */
export type FileTarget = { homeworkId: number } | { submissionId: number };

export interface OpenedFile {
  stream: Readable;
  name: string;
  mime: string;
  size: number;
}

export class HomeworkFiles {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  async upload(actor: Actor, file: IncomingFile): Promise<HomeworkFile> {
    const kind = checkUpload(file);
    const storageKey = `homework/${storedName(kind)}`;
    await this.storage.put(storageKey, file.data);
    const [row] = await this.db
      .insert(homeworkFiles)
      .values({
        storageKey,
        name: typedName(file.filename, kind.ext),
        mime: kind.mime,
        size: file.data.length,
        ownerId: actor.userId,
      })
      .returning();
    if (!row) throw new Error('insert homework_files returned nothing');
    return describe(row);
  }

  /**
   * Gives the files to a homework or an answer. Each must be the actor's own unattached upload or already belong to
   * this target; anything else is refused (a file of someone else cannot be pulled into one's answer).
   */
  async attach(tx: Runner, actor: Actor, ids: number[], target: FileTarget): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const mine = and(
      eq(homeworkFiles.ownerId, actor.userId),
      isNull(homeworkFiles.homeworkId),
      isNull(homeworkFiles.submissionId),
    );
    const already =
      'homeworkId' in target
        ? eq(homeworkFiles.homeworkId, target.homeworkId)
        : eq(homeworkFiles.submissionId, target.submissionId);
    const found = await tx
      .select({ id: homeworkFiles.id })
      .from(homeworkFiles)
      .where(and(inArray(homeworkFiles.id, unique), or(mine, already)));
    if (found.length !== unique.length) throw fieldError(400, 'homework.file_unknown', 'attachments');
    await tx.update(homeworkFiles).set(target).where(inArray(homeworkFiles.id, unique));
    return unique;
  }

  /** The files by id, in the order given. */
  async describe(db: Runner, ids: number[]): Promise<HomeworkFile[]> {
    if (ids.length === 0) return [];
    const rows = await db.select().from(homeworkFiles).where(inArray(homeworkFiles.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [describe(row)] : [];
    });
  }

  /** A file for its uploader, or for whoever may read the homework or the answer it belongs to; else 404. */
  async open(actor: Actor, id: number): Promise<OpenedFile> {
    const [file] = await this.db.select().from(homeworkFiles).where(eq(homeworkFiles.id, id));
    if (!file) throw notFound();
    if (file.ownerId !== actor.userId) await this.checkReader(actor, file);
    const info = await this.storage.stat(file.storageKey);
    if (!info) throw notFound();
    return {
      stream: this.storage.read(file.storageKey),
      name: servedName(file.name, file.mime),
      mime: file.mime,
      size: info.size,
    };
  }

  private async checkReader(actor: Actor, file: typeof homeworkFiles.$inferSelect): Promise<void> {
    if (file.homeworkId) {
      await reachHomework(this.db, actor, file.homeworkId);
      return;
    }
    if (!file.submissionId) throw notFound();
    const [answer] = await this.db
      .select({ userId: homeworkSubmissions.userId, homeworkId: homeworkSubmissions.homeworkId })
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, file.submissionId));
    if (!answer) throw notFound();
    // A student reads only their own answer; staff read the answers of the classes they reach.
    if (actor.role === 'student') {
      if (answer.userId !== actor.userId) throw notFound();
      return;
    }
    await reachHomework(this.db, actor, answer.homeworkId);
  }
}

function describe(row: typeof homeworkFiles.$inferSelect): HomeworkFile {
  return { id: row.id, name: servedName(row.name, row.mime), size: row.size, url: HOMEWORK_API.file(row.id) };
}
