// Unsent answer text kept in the browser until the server has it: a reload or a lost connection never loses it.
// Keyed by user and homework; `base` is the server version the text was written on.
import type { HomeworkFile } from '@etp/contracts';

export interface LocalDraft {
  base: number;
  content: string;
  files: HomeworkFile[];
}

const keyOf = (userId: string | number, homeworkId: number) => `homework-draft:${userId}:${homeworkId}`;

export function readLocalDraft(userId: string | number, homeworkId: number): LocalDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, homeworkId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed.base !== 'number' || typeof parsed.content !== 'string') return null;
    return { base: parsed.base, content: parsed.content, files: Array.isArray(parsed.files) ? parsed.files : [] };
  } catch {
    // Storage unavailable (private mode) or a broken value: nothing kept locally.
    return null;
  }
}

export function writeLocalDraft(userId: string | number, homeworkId: number, draft: LocalDraft): void {
  try {
    localStorage.setItem(keyOf(userId, homeworkId), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the server save still runs.
  }
}

export function clearLocalDraft(userId: string | number, homeworkId: number): void {
  try {
    localStorage.removeItem(keyOf(userId, homeworkId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * What the editor starts with: the local text when it was written on the server's current version and differs from
 * it (unsent), else the server's (a newer version from another device wins over stale local text).
 */
export function startingDraft(
  local: LocalDraft | null,
  server: { version: number; content: string; files: HomeworkFile[] },
): { content: string; files: HomeworkFile[]; unsent: boolean; dropped: boolean } {
  if (local && local.base === server.version) {
    const same =
      local.content === server.content && local.files.map((f) => f.id).join() === server.files.map((f) => f.id).join();
    if (!same) return { content: local.content, files: local.files, unsent: true, dropped: false };
  }
  return {
    content: server.content,
    files: server.files,
    unsent: false,
    dropped: local !== null && local.base < server.version,
  };
}
