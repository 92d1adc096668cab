// The HTTP client under api/http.ts: what the app used of axios (an instance with a base URL and a timeout, request and
// response interceptors, query parameters, JSON and form bodies, blob answers, upload progress, a replaceable adapter
// for tests) in ~2 KB instead of axios's ~15 KB gzip on every page's first load (issue 33). Same semantics: a status
// outside 2xx rejects with an HttpError carrying the response; no answer rejects with one without a response.

/** Request headers, names case-insensitive (what the interceptors and the tests read and write). */
export class HttpHeaders {
  private readonly values = new Map<string, [string, string]>();

  constructor(init?: Record<string, string | undefined> | HttpHeaders) {
    if (init instanceof HttpHeaders) for (const [name, value] of init.entries()) this.set(name, value);
    else if (init) for (const [name, value] of Object.entries(init)) if (value !== undefined) this.set(name, value);
  }
  set(name: string, value: string) {
    this.values.set(name.toLowerCase(), [name, value]);
    return this;
  }
  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase())?.[1];
  }
  has(name: string) {
    return this.values.has(name.toLowerCase());
  }
  delete(name: string) {
    return this.values.delete(name.toLowerCase());
  }
  entries(): [string, string][] {
    return [...this.values.values()];
  }
}

export type ResponseType = 'json' | 'text' | 'blob' | 'arraybuffer';

/** The app's own options on a call (read by the interceptors in api/http.ts). */
export interface AppRequestOptions {
  /** No loading overlay for this call. */
  noLoading?: boolean;
  /** Network failures of this call are not shown (guide, feature and site-list calls). */
  ignoreNetworkError?: boolean;
  /** Do not show any error toast; the caller decides (bootstrap of public pages). */
  silent?: boolean;
  /** Internal: the refresh call itself must not wait for a refresh. */
  skipRefresh?: boolean;
  /** Internal: this call opened the loading overlay. */
  loadingOpened?: boolean;
  /** Internal: when the call started (performance.now()), for the trail of calls (utils/apiCalls.ts). */
  startedAt?: number;
}

export interface RequestConfig extends AppRequestOptions {
  url?: string;
  method?: string;
  baseURL?: string;
  /** Query parameters: null and undefined left out, arrays as `name[]=a&name[]=b`, dates as ISO text (as axios). */
  params?: object | URLSearchParams;
  /** The body: FormData, Blob, URLSearchParams and text as they are, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string | undefined> | HttpHeaders;
  /** Milliseconds; 0: no limit. */
  timeout?: number;
  responseType?: ResponseType;
  signal?: AbortSignal;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** A config as the interceptors and the adapter see it: merged with the defaults, headers as HttpHeaders. */
export interface ResolvedConfig extends RequestConfig {
  url: string;
  method: string;
  headers: HttpHeaders;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  config: ResolvedConfig;
}

export class HttpError<T = unknown> extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    /** ERR_NETWORK, ECONNABORTED (timeout), ERR_CANCELED, ERR_BAD_REQUEST (4xx), ERR_BAD_RESPONSE (5xx). */
    readonly code: string,
    readonly config?: ResolvedConfig,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type Adapter = (config: ResolvedConfig) => Promise<HttpResponse>;

type RequestInterceptor = (config: ResolvedConfig) => ResolvedConfig | Promise<ResolvedConfig>;
type Fulfilled = (response: HttpResponse) => unknown;
// biome-ignore lint/suspicious/noExplicitAny: a rejection handler receives whatever was thrown.
type Rejected = (error: any) => unknown;

/** Query text as axios wrote it (the server's parsers saw this form): `:`, `$`, `,` kept, spaces as `+`. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** `name=value` pairs as axios's form writer made them: arrays as `name[]`, objects as `name[key]`, no null/undefined. */
function pairs(name: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) pairs(`${name}[]`, item, out);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) pairs(`${name}[${key}]`, item, out);
  } else out.push(`${encode(name)}=${encode(text(value))}`);
}

export function buildUrl(url: string, params?: RequestConfig['params']): string {
  if (!params) return url;
  let query: string;
  if (params instanceof URLSearchParams) query = params.toString();
  else {
    const out: string[] = [];
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) pairs(name, value, out);
    query = out.join('&');
  }
  if (!query) return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

const isAbsolute = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
const fullUrl = (config: ResolvedConfig) =>
  buildUrl(
    config.baseURL && !isAbsolute(config.url)
      ? `${config.baseURL.replace(/\/+$/, '')}/${config.url.replace(/^\/+/, '')}`
      : config.url,
    config.params,
  );

/** The body as it is sent (before the adapter, as axios: the adapter gets JSON as text), with JSON's content type. */
function bodyOf(config: ResolvedConfig): XMLHttpRequestBodyInit | null {
  const { data, headers } = config;
  if (data === undefined || data === null) return null;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  ) {
    if (data instanceof FormData) headers.delete('Content-Type'); // the browser writes the boundary
    return data as XMLHttpRequestBodyInit;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** The browser's adapter: XMLHttpRequest (upload progress, a timeout, blob and array buffer answers). */
export const xhrAdapter: Adapter = (config) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method.toUpperCase(), fullUrl(config), true);
    xhr.timeout = config.timeout ?? 0;
    const type = config.responseType ?? 'json';
    xhr.responseType = type === 'json' ? 'text' : type;
    for (const [name, value] of config.headers.entries()) xhr.setRequestHeader(name, value);
    if (config.onUploadProgress && xhr.upload) {
      const progress = config.onUploadProgress;
      xhr.upload.onprogress = (e) => progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    }
    const onAbort = () => xhr.abort();
    const done = () => config.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      let data: unknown = xhr.response;
      if (type === 'json' && typeof data === 'string') {
        // As axios: a body that is not JSON stays text.
        try {
          data = data === '' ? undefined : JSON.parse(data);
        } catch {
          // text it is
        }
      }
      resolve({
        data,
        status: xhr.status,
        statusText: xhr.statusText,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
        config,
      });
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Network Error', 'ERR_NETWORK', config));
    };
    xhr.ontimeout = () => {
      done();
      reject(new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config));
    };
    xhr.onabort = () => {
      done();
      reject(new HttpError('canceled', 'ERR_CANCELED', config));
    };
    if (config.signal?.aborted) {
      reject(new HttpError('canceled', 'ERR_CANCELED', config));
      return;
    }
    config.signal?.addEventListener('abort', onAbort);
    xhr.send((config.data ?? null) as XMLHttpRequestBodyInit | null);
  });

export interface Defaults {
  baseURL?: string;
  timeout?: number;
  /** Replaceable (unit tests answer calls without a network). */
  adapter: Adapter;
}

export interface HttpClient {
  defaults: Defaults;
  interceptors: {
    request: { use: (onConfig: RequestInterceptor) => void };
    response: { use: (onFulfilled?: Fulfilled, onRejected?: Rejected) => void };
  };
  // The answer's type is the second parameter, as with axios: the interceptors decide what a call resolves to.
  request: <T = unknown, R = HttpResponse<T>>(config: RequestConfig) => Promise<R>;
  get: <T = unknown, R = HttpResponse<T>>(url: string, config?: RequestConfig) => Promise<R>;
  delete: <T = unknown, R = HttpResponse<T>>(url: string, config?: RequestConfig) => Promise<R>;
  post: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config?: RequestConfig) => Promise<R>;
  put: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config?: RequestConfig) => Promise<R>;
  patch: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config?: RequestConfig) => Promise<R>;
}

export function createClient(init: Partial<Defaults> = {}): HttpClient {
  const defaults: Defaults = { adapter: xhrAdapter, ...init };
  const onRequest: RequestInterceptor[] = [];
  const onResponse: [Fulfilled | undefined, Rejected | undefined][] = [];

  const send = async (config: ResolvedConfig): Promise<HttpResponse> => {
    let resolved = config;
    // As axios: the interceptor added last runs first.
    for (const interceptor of [...onRequest].reverse()) resolved = await interceptor(resolved);
    resolved.data = bodyOf(resolved);
    const response = await defaults.adapter(resolved);
    if (response.status >= 200 && response.status < 300) return response;
    throw new HttpError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      resolved,
      response,
    );
  };

  const request = <R>(config: RequestConfig): Promise<R> => {
    const resolved: ResolvedConfig = {
      baseURL: defaults.baseURL,
      timeout: defaults.timeout,
      ...config,
      url: config.url ?? '',
      method: (config.method ?? 'get').toLowerCase(),
      headers: new HttpHeaders(config.headers),
    };
    let result: Promise<unknown> = send(resolved);
    for (const [fulfilled, rejected] of onResponse)
      result = result.then(fulfilled as (value: unknown) => unknown, rejected);
    return result as Promise<R>;
  };

  return {
    defaults,
    interceptors: {
      request: { use: (onConfig) => void onRequest.push(onConfig) },
      response: { use: (onFulfilled, onRejected) => void onResponse.push([onFulfilled, onRejected]) },
    },
    request: (config) => request(config),
    get: (url, config) => request({ ...config, url, method: 'get' }),
    delete: (url, config) => request({ ...config, url, method: 'delete' }),
    post: (url, data, config) => request({ ...config, url, method: 'post', data }),
    put: (url, data, config) => request({ ...config, url, method: 'put', data }),
    patch: (url, data, config) => request({ ...config, url, method: 'patch', data }),
  };
}
