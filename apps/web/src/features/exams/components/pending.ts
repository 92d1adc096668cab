// Answers not yet acknowledged by the server, kept in localStorage per attempt so a reload or a dropped network loses
// nothing. Each carries the version it was made with; the server keeps the highest.
export interface LocalAnswer {
  answer: string[];
  version: number;
}
export type Pending = Record<string, LocalAnswer>;

const keyOf = (attemptId: number) => `theory-pending:${attemptId}`;

export function readPending(attemptId: number): Pending {
  try {
    const raw = localStorage.getItem(keyOf(attemptId));
    return raw ? (JSON.parse(raw) as Pending) : {};
  } catch {
    return {};
  }
}

export function writePending(attemptId: number, pending: Pending): void {
  if (Object.keys(pending).length) localStorage.setItem(keyOf(attemptId), JSON.stringify(pending));
  else localStorage.removeItem(keyOf(attemptId));
}

/** Drops the answers the server now has at (or above) the version sent. */
export function acknowledge(pending: Pending, saved: { question_id: number; version: number }[]): Pending {
  const rest = { ...pending };
  for (const s of saved) {
    const local = rest[String(s.question_id)];
    if (local && local.version <= s.version) delete rest[String(s.question_id)];
  }
  return rest;
}
