// A channel the request wrapper (api/http.ts) tells of every finished call, for whoever keeps a trail of them (the
// error reports' breadcrumbs: features/monitoring). Only the method, the path without its query, the status and the
// time: never a body or a token.

export interface ApiCall {
  method: string;
  path: string;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The envelope's code when it says otherwise than the status (a refusal answered 200), else undefined. */
  code?: number;
  ms: number;
}

let listener: ((call: ApiCall) => void) | null = null;

/** The one listener (a second replaces the first). */
export function onApiCall(next: ((call: ApiCall) => void) | null): void {
  listener = next;
}

export function tellApiCall(call: ApiCall): void {
  listener?.(call);
}
