// The browser's random key for anonymous survey answers (one answer per browser), and which surveys it answered.
const KEY = 'szb-survey-browser';
const ANSWERED = 'szb-survey-answered';

function randomKey(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/** This browser's key, made once and kept. */
export function browserKey(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = randomKey();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    // Storage refused (private mode): a key for this page only.
    return randomKey();
  }
}

const answeredList = (): number[] => {
  try {
    const list = JSON.parse(localStorage.getItem(ANSWERED) ?? '[]');
    return Array.isArray(list) ? list.filter((n) => typeof n === 'number') : [];
  } catch {
    return [];
  }
};

export const answeredHere = (id: number) => answeredList().includes(id);

export function markAnswered(id: number): void {
  try {
    localStorage.setItem(ANSWERED, JSON.stringify([...new Set([...answeredList(), id])].slice(-200)));
  } catch {
    // Nothing to keep it in: the server still refuses a second answer.
  }
}
