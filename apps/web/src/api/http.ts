// The one request wrapper: base, timeout, tokens, refresh queue,
// loading overlay, envelope codes and every error rule.
import {
  AUTH_API,
  type Envelope,
  LEARNING_RECORD_PASS_CODES,
  LEARNING_RECORD_PATH,
  NO_LOADING_PATHS,
  REQUEST_TIMEOUT_MS,
  STUDENTS_API,
  SUCCESS_CODES,
  TOKEN_REFRESH_WINDOW_S,
  type TokenResponse,
} from '@etp/contracts';
import i18n from '@/i18n';
import { SESSION_KEY } from '@/stores/cookies';
import { endLoading, startLoading } from '@/stores/loading';
import { primaryRole, useSession } from '@/stores/session';
import { serviceOrigin, useSite } from '@/stores/site';
import { tellApiCall } from '@/utils/apiCalls';
import { apiBaseFor } from '@/utils/env';
import { nextTask } from '@/utils/nextTask';
import { notifyError, showExitDialog } from '@/utils/notify';
import { createClient, type HttpError, type HttpResponse, type RequestConfig, type ResolvedConfig } from './client';
import { firstDataShown, takeFirstData } from './firstData';

export type { RequestConfig } from './client';

/** The external chat service's user-list call: its body is not our envelope. */
export const CHAT_USER_LIST_PATH = '/chat/user/list';
/** Where a session the server ended sends people, on the service domain. */
export const LOGIN_FAILURE_ROUTE = '/#/loginfailure';
export const STUDENT_LOGIN_FAILURE_ROUTE = '/#/malanlogfailure';

export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const http = createClient({
  baseURL: typeof window === 'undefined' ? '' : apiBaseFor(window.location.hostname),
  timeout: REQUEST_TIMEOUT_MS,
});

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';
const theoryPathPattern = /^\/s\/v1\/s-theory\/([^/]+)$/;

// ---- token refresh: one in flight, every other request waits for it and goes on with the new token
let refreshing: Promise<void> | null = null;

async function refreshToken(): Promise<void> {
  const { refreshToken: refresh, setTokens } = useSession.getState();
  const body = await http.post<unknown, Envelope<TokenResponse>>(AUTH_API.refreshToken, undefined, {
    headers: { Authorization: refresh },
    skipRefresh: true,
    noLoading: true,
    silent: true,
  });
  setTokens(body.data);
}

function needsRefresh(): boolean {
  const { token, refreshToken: refresh, expiresAt } = useSession.getState();
  if (!token || !refresh || !expiresAt) return false;
  return expiresAt - Date.now() <= TOKEN_REFRESH_WINDOW_S * 1000;
}

async function ensureFreshToken(): Promise<void> {
  if (!needsRefresh()) return;
  refreshing ??= refreshToken().finally(() => {
    refreshing = null;
  });
  // A failed refresh lets the request go on with the old token: the server then answers
  // 401/402 and the usual rules apply.
  await refreshing.catch(() => undefined);
}

http.interceptors.request.use(async (config: ResolvedConfig) => {
  // A change ends the page's first data: what it changes must then be read from the server.
  if ((config.method ?? 'get').toLowerCase() !== 'get') firstDataShown();
  if (!config.skipRefresh) await ensureFreshToken();
  config.startedAt = performance.now();
  const path = pathOf(config.url);
  config.headers.set('Accept-Language', i18n.language);
  const theory = theoryPathPattern.exec(path);
  const courseId = sessionStorage.getItem(SESSION_KEY.courseId);
  const theoryToken = sessionStorage.getItem(SESSION_KEY.theoryToken);
  if (theory && courseId && theoryToken) {
    // The theory test runs under its own short-lived token.
    config.headers.set('Authorization', `Bearer ${theoryToken}`);
  } else if (!config.headers.has('Authorization')) {
    const { token } = useSession.getState();
    if (token) config.headers.set('Authorization', token);
  }
  if (!config.noLoading && !NO_LOADING_PATHS.includes(path)) {
    config.loadingOpened = true;
    startLoading();
  }
  return config;
});

/** Tells the trail of calls how a call ended: method, path without query, status, body code when it differs. */
function trail(config: RequestConfig | undefined, status: number, code?: number) {
  if (!config) return;
  tellApiCall({
    method: (config.method ?? 'get').toUpperCase(),
    path: pathOf(config.url),
    status,
    ...(code !== undefined && code !== status ? { code } : {}),
    ms: config.startedAt === undefined ? 0 : Math.round(performance.now() - config.startedAt),
  });
}

function closeLoading(config: RequestConfig | undefined) {
  if (config?.loadingOpened) {
    config.loadingOpened = false;
    endLoading();
  }
}

/** Body codes that are a normal result for one particular call. */
function passesThrough(path: string, code: number, data: unknown): boolean {
  if (code === 500 && data !== null && typeof data === 'object' && 'compare_error_num' in data) return true;
  if (path === LEARNING_RECORD_PATH && (LEARNING_RECORD_PASS_CODES as readonly number[]).includes(code)) return true;
  if (path === STUDENTS_API.paymentInfo && code === 403) return true;
  if (path === STUDENTS_API.verifyBatchDel && code === 400) return true;
  return false;
}

let exitDialogOpen = false;

/** HTTP 402: the server ended this session. One dialog, one button, then out. */
function sessionEnded(message: string) {
  if (exitDialogOpen) return;
  exitDialogOpen = true;
  showExitDialog({
    title: i18n.t('http.hint'),
    content: message || i18n.t('http.sessionEnded'),
    okText: i18n.t('http.confirmExit'),
    onOk: () => {
      const isStudent = primaryRole(useSession.getState().user) === 'student';
      const origin = serviceOrigin(useSite.getState().system);
      useSession.getState().reset();
      exitDialogOpen = false;
      window.location.href = `${origin}${isStudent ? STUDENT_LOGIN_FAILURE_ROUTE : LOGIN_FAILURE_ROUTE}`;
    },
  });
}

http.interceptors.response.use(
  (response: HttpResponse) => {
    closeLoading(response.config);
    const path = pathOf(response.config.url);
    if (path.endsWith(CHAT_USER_LIST_PATH)) return response.data;
    if (response.config.responseType === 'blob' || response.config.responseType === 'arraybuffer') return response;
    const body = response.data as Partial<Envelope<unknown>> | undefined;
    const code = typeof body?.code === 'number' ? body.code : 200;
    trail(response.config, response.status, code);
    if ((SUCCESS_CODES as readonly number[]).includes(code) || passesThrough(path, code, body?.data ?? null)) {
      return body;
    }
    const text = body?.msg || i18n.t('http.error');
    if (!response.config.silent) notifyError(text);
    return Promise.reject(new RequestError(text, code, body?.data ?? null));
  },
  async (error: HttpError<Partial<Envelope<unknown>>>) => {
    closeLoading(error.config);
    const config = error.config;
    trail(config, error.response?.status ?? 0);
    if (!error.response) {
      const text = i18n.t('http.networkFailure');
      if (!config?.silent && !config?.ignoreNetworkError) notifyError(text);
      return Promise.reject(new RequestError(text, 0));
    }
    const { status } = error.response;
    const data = await envelopeOf(error.response.data);
    const text = data?.msg || error.message;
    if (status === 402) {
      sessionEnded(data?.msg ?? '');
    } else if (!config?.silent) {
      notifyError(text);
    }
    return Promise.reject(new RequestError(text, data?.code ?? status, data?.data ?? null));
  },
);

/** A failed blob download still answers with a JSON envelope: read it so its msg is shown, not the client's text. */
async function envelopeOf(data: unknown): Promise<Partial<Envelope<unknown>> | undefined> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data as Partial<Envelope<unknown>> | undefined;
  try {
    return JSON.parse(await data.text()) as Partial<Envelope<unknown>>;
  } catch {
    return undefined;
  }
}

// Typed helpers: the interceptors above turn every answer into its envelope. A GET the page came with an answer for
// (firstData.ts) is answered from it, in a task of its own as a network answer would be: a start that asks several
// in a row (the signed-in start: user, site, student, menu) then runs in short tasks, not one long one.
export const get = <T>(url: string, config?: RequestConfig) => {
  const first = takeFirstData(url, config?.params);
  return first ? nextTask().then(() => first as Envelope<T>) : http.get<unknown, Envelope<T>>(url, config);
};
export const post = <T>(url: string, body?: unknown, config?: RequestConfig) =>
  http.post<unknown, Envelope<T>>(url, body, config);
export const put = <T>(url: string, body?: unknown, config?: RequestConfig) =>
  http.put<unknown, Envelope<T>>(url, body, config);

/** For tests: forget the refresh in flight and the 402 dialog state. */
export function resetHttpStateForTests() {
  refreshing = null;
  exitDialogOpen = false;
}
