// API answers the server sent inside the page (plugins/web.ts, for the landing paths of build/routePreloads.ts): the
// first GET of each is answered from them, without a round trip, so a landing page shows its data in its first render.
type Answers = Record<string, unknown>;

let answers: Answers | null = null;

function sent(): Answers {
  if (answers) return answers;
  const element = typeof document === 'undefined' ? null : document.getElementById('first-data');
  try {
    answers = element?.textContent ? (JSON.parse(element.textContent) as Answers) : {};
  } catch {
    answers = {};
  }
  return answers;
}

/** A GET's address as the server names it: the path, then the query's parameters sorted by name. */
export function firstDataKey(url: string, params?: object): string {
  const query = new URLSearchParams();
  // By code unit, not localeCompare: its first call loads the locale's collation, tens of ms during start-up.
  for (const [name, value] of Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The answer the page came with for this GET, once; undefined when there is none (or it was used already). */
export function takeFirstData(url: string, params?: object): unknown {
  const all = sent();
  const key = firstDataKey(url, params);
  if (!(key in all)) return undefined;
  const answer = all[key];
  delete all[key];
  return answer;
}

/** For tests: read the page again. */
export function resetFirstDataForTests() {
  answers = null;
}
