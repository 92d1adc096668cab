// API answers the server sent inside the page (plugins/firstPaint.ts, for the landing paths of build/routePreloads.ts):
// every GET of one of their addresses during the page's start is answered from them, without a round trip, so a
// landing page shows its data in its first render (the signed-in start and the layout may both ask for the site or
// the student, a lazy section asks once it has loaded). Once the page is shown, loaded and idle (firstDataShown, from
// main.tsx), they are dropped: a later GET, after a change the visitor made, asks the server.
type Answers = Record<string, unknown>;

let answers: Answers | null = null;
let shown = false;

function sent(): Answers {
  if (shown) return {};
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

/** The answer the page came with for this GET; undefined when there is none, or once the page has been shown. */
export function takeFirstData(url: string, params?: object): unknown {
  return sent()[firstDataKey(url, params)];
}

/** The page has been shown with its first data: from now on every GET asks the server. */
export function firstDataShown() {
  shown = true;
  answers = null;
}

/** For tests: read the page again. */
export function resetFirstDataForTests() {
  answers = null;
  shown = false;
}
