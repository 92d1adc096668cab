// Keeps an unsent form in localStorage, so a reload or a dropped network loses nothing; clear() after success.
// Drafts expire after DRAFT_TTL_MS (forms are filled on shared computers too), and only the form's own fields of
// the same type are read back, so an old draft of a changed form cannot inject anything.
import { useCallback, useEffect, useRef, useState } from 'react';

export const DRAFT_TTL_MS = 24 * 3600_000;
const PREFIX = 'etp:draft:';

type Values = Record<string, string | number | boolean | readonly string[]>;

/** localStorage, or null where the browser refuses it (storage disabled: touching it throws). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readDraft<T extends Values>(storageKey: string, initial: T): Partial<T> | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(storageKey) ?? 'null');
  } catch {
    // A damaged draft is no draft.
    return null;
  }
  if (!saved || typeof saved !== 'object') return null;
  const { at, values } = saved as { at?: unknown; values?: unknown };
  if (typeof at !== 'number' || Date.now() - at > DRAFT_TTL_MS || !values || typeof values !== 'object') {
    storage()?.removeItem(storageKey);
    return null;
  }
  const sameKind = (a: unknown, b: unknown) =>
    Array.isArray(a) ? Array.isArray(b) && b.every((v) => typeof v === 'string') : typeof a === typeof b;
  const kept = Object.entries(values).filter(([name, value]) => name in initial && sameKind(initial[name], value));
  return kept.length ? (Object.fromEntries(kept) as Partial<T>) : null;
}

function writeDraft(storageKey: string, values: Values) {
  try {
    storage()?.setItem(storageKey, JSON.stringify({ at: Date.now(), values }));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

export interface Draft<T extends Values> {
  values: T;
  setField<K extends keyof T>(name: K, value: T[K]): void;
  /** Whether the form opened with a draft from an earlier visit. */
  restored: boolean;
  /** Forgets the draft and empties the form (after a successful send). */
  clear(): void;
}

/**
 * `key` names the form (e.g. 'szb-sign-up'); `initial` its empty values. Do not put the captcha answer in it.
 * `omit` leaves fields out of the stored copy (for example a password-like value).
 */
export function useDraft<T extends Values>(key: string, initial: T, omit: readonly (keyof T)[] = []): Draft<T> {
  const storageKey = PREFIX + key;
  // The first render's arguments: callers pass literals, which must not restart the effects on every render.
  const first = useRef(initial);
  const omitted = useRef(omit);
  const [state, setState] = useState<{ values: T; restored: boolean; touched: boolean }>(() => {
    const saved = readDraft(storageKey, initial);
    return { values: { ...initial, ...saved }, restored: saved !== null, touched: false };
  });

  useEffect(() => {
    if (!state.touched) return;
    const kept = Object.fromEntries(Object.entries(state.values).filter(([name]) => !omitted.current.includes(name)));
    writeDraft(storageKey, kept);
  }, [state, storageKey]);

  const setField = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setState((current) => {
      const values = { ...current.values };
      values[name] = value;
      return { ...current, values, touched: true };
    });
  }, []);

  const clear = useCallback(() => {
    storage()?.removeItem(storageKey);
    setState({ values: first.current, restored: false, touched: false });
  }, [storageKey]);

  return { values: state.values, setField, restored: state.restored, clear };
}
