import {
  AUTH_API,
  ERROR_TOAST_MS,
  EXAMS_API,
  LEARNING_API,
  SETTLEMENT_API,
  STUDENTS_API,
  TOKEN_REFRESH_WINDOW_S,
  USERS_API,
} from '@etp/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoading } from '@/stores/loading';
import { useSession } from '@/stores/session';
import { useSite } from '@/stores/site';
import { type ConfirmOptions, registerNotifier } from '@/utils/notify';
import { type Adapter, HttpError, type HttpResponse, type ResolvedConfig } from './client';
import { resetFirstDataForTests } from './firstData';
import {
  CHAT_USER_LIST_PATH,
  get,
  http,
  post,
  RequestError,
  resetHttpStateForTests,
  STUDENT_LOGIN_FAILURE_ROUTE,
} from './http';

type Reply = { status?: number; body: unknown } | Error;
let replies: Record<string, (config: ResolvedConfig) => Reply>;
const seen: ResolvedConfig[] = [];
const errors: { text: string; duration: number }[] = [];
const dialogs: ConfirmOptions[] = [];

const adapter: Adapter = async (config) => {
  seen.push(config);
  const handler = replies[config.url ?? ''];
  if (!handler) throw new Error(`no reply for ${config.url}`);
  const reply = handler(config);
  if (reply instanceof Error) throw new HttpError(reply.message, 'ECONNABORTED', config);
  const response: HttpResponse = {
    data: reply.body,
    status: reply.status ?? 200,
    statusText: '',
    headers: {},
    config,
  };
  if (response.status >= 400) throw new HttpError('Request failed', 'ERR_BAD_RESPONSE', config, response);
  return response;
};

const ok =
  (data: unknown, code = 200) =>
  () => ({ body: { code, msg: 'ok', data } });
const signIn = (expiresInS: number) =>
  useSession
    .getState()
    .setTokens({ access_token: 'old', refresh_token: 'refresh-1', expires_in: expiresInS, secret: 's' });

beforeEach(() => {
  http.defaults.adapter = adapter;
  replies = {};
  seen.length = 0;
  errors.length = 0;
  dialogs.length = 0;
  resetHttpStateForTests();
  useSession.getState().reset();
  registerNotifier({ error: (text, duration) => errors.push({ text, duration }), exitDialog: (o) => dialogs.push(o) });
});
afterEach(() => {
  registerNotifier(null);
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('request wrapper', () => {
  it("answers a GET from the page's first data, without a request, until the page sends a change", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-data';
    const sent = { code: 200, msg: 'ok', data: { name: 'from the page' } };
    script.textContent = JSON.stringify({ [USERS_API.info]: sent });
    document.body.append(script);
    try {
      resetFirstDataForTests();
      await expect(get(USERS_API.info)).resolves.toEqual(sent);
      await expect(get(USERS_API.info)).resolves.toEqual(sent);
      expect(seen).toEqual([]);
      replies['/x'] = ok(null);
      replies[USERS_API.info] = ok({ name: 'from the server' });
      await post('/x', {});
      await expect(get(USERS_API.info)).resolves.toMatchObject({ data: { name: 'from the server' } });
    } finally {
      script.remove();
      resetFirstDataForTests();
    }
  });

  it('sends the Bearer token, the UI language and an 18 s timeout', async () => {
    signIn(7200);
    replies['/o/v1/users/info'] = ok({ name: 'x' });
    await get(USERS_API.info);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer old');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-CN');
    expect(seen[0]?.timeout).toBe(18_000);
  });

  it.each([200, 201, 204])('resolves with the envelope for body code %i', async (code) => {
    replies['/x'] = ok({ a: 1 }, code);
    await expect(get('/x')).resolves.toEqual({ code, msg: 'ok', data: { a: 1 } });
  });

  it('shows the server msg for 5 s and rejects on any other body code', async () => {
    replies['/x'] = () => ({ body: { code: 409, msg: '数据已存在', data: null } });
    await expect(get('/x')).rejects.toMatchObject({ code: 409, message: '数据已存在' });
    expect(errors).toEqual([{ text: '数据已存在', duration: ERROR_TOAST_MS / 1000 }]);
  });

  it('falls back to the text Error when the body has no msg', async () => {
    replies['/x'] = () => ({ body: { code: 418, msg: '', data: null } });
    await expect(get('/x')).rejects.toBeInstanceOf(RequestError);
    expect(errors[0]?.text).toBe('请求失败');
  });

  it('passes a face-compare 500 with compare_error_num through as a result', async () => {
    replies['/s/v1/face/compare'] = ok({ compare_error_num: 2 }, 500);
    await expect(get('/s/v1/face/compare')).resolves.toMatchObject({ code: 500 });
    expect(errors).toHaveLength(0);
  });

  it.each([301, 302, 303])('passes learning-record body code %i through', async (code) => {
    replies[LEARNING_API.learningRecord] = ok(null, code);
    await expect(post(LEARNING_API.learningRecord)).resolves.toMatchObject({ code });
  });

  it('treats payment-info 403 and verify-batch-del 400 as normal results', async () => {
    replies[STUDENTS_API.paymentInfo] = ok(null, 403);
    replies[STUDENTS_API.verifyBatchDel] = ok(null, 400);
    await expect(get(STUDENTS_API.paymentInfo)).resolves.toMatchObject({ code: 403 });
    await expect(post(STUDENTS_API.verifyBatchDel)).resolves.toMatchObject({ code: 400 });
    expect(errors).toHaveLength(0);
  });

  it('returns the external chat user-list body untouched', async () => {
    replies[`https://chat.example.com${CHAT_USER_LIST_PATH}`] = () => ({ body: { users: [1], code: 7 } });
    await expect(get(`https://chat.example.com${CHAT_USER_LIST_PATH}`)).resolves.toEqual({ users: [1], code: 7 });
  });

  it('shows the network-failure message when no answer arrives', async () => {
    replies['/x'] = () => new Error('timeout of 18000ms exceeded');
    await expect(get('/x')).rejects.toMatchObject({ code: 0 });
    expect(errors[0]?.text).toBe('网络超时，请刷新或退出后重新加载');
  });

  it('ignores network failures of calls that ask for it (guide, feature, site list)', async () => {
    replies['/x'] = () => new Error('offline');
    await expect(get('/x', { ignoreNetworkError: true })).rejects.toBeInstanceOf(RequestError);
    expect(errors).toHaveLength(0);
  });

  it('toasts the server msg of other HTTP errors', async () => {
    replies['/x'] = () => ({ status: 429, body: { code: 429, msg: '请求过于频繁，请稍后再试', data: null } });
    await expect(get('/x')).rejects.toMatchObject({ code: 429 });
    expect(errors[0]?.text).toBe('请求过于频繁，请稍后再试');
  });

  it('reads the envelope of a failed blob download so its msg is shown', async () => {
    const body = new Blob([JSON.stringify({ code: 404, msg: '文件已过期，请重新导出', data: null })], {
      type: 'application/json',
    });
    replies['/file'] = () => ({ status: 404, body });
    await expect(http.get('/file', { responseType: 'blob' })).rejects.toMatchObject({ code: 404 });
    expect(errors[0]?.text).toBe('文件已过期，请重新导出');
  });

  it('answers HTTP 402 with one non-dismissible dialog, then resets and leaves for the login-failure page', async () => {
    signIn(7200);
    useSession.setState({ user: { roles: ['student'] } as never });
    useSite.setState({ system: { service_origin: 'https://service.example.com' } as never });
    replies['/x'] = () => ({ status: 402, body: { code: 402, msg: '您已被管理员强制下线', data: null } });
    await expect(get('/x')).rejects.toMatchObject({ code: 402 });
    await expect(get('/x')).rejects.toMatchObject({ code: 402 });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ title: '提示', content: '您已被管理员强制下线', okText: '确认退出' });
    expect(errors).toHaveLength(0);
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      set href(value: string) {
        assign(value);
      },
    });
    dialogs[0]?.onOk();
    vi.unstubAllGlobals();
    expect(useSession.getState().token).toBe('');
    expect(assign).toHaveBeenCalledWith(`https://service.example.com${STUDENT_LOGIN_FAILURE_ROUTE}`);
  });

  it('uses the theoryToken bearer for the theory test when courseId and theoryToken are stored', async () => {
    signIn(7200);
    sessionStorage.setItem('courseId', '12');
    sessionStorage.setItem('theoryToken', 'exam-token');
    replies[EXAMS_API.theory(12)] = ok({});
    replies[USERS_API.info] = ok({});
    await get(EXAMS_API.theory(12));
    await get(USERS_API.info);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer exam-token');
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer old');
  });
});

describe('token refresh', () => {
  it('does not refresh a token far from expiry', async () => {
    signIn(TOKEN_REFRESH_WINDOW_S * 2);
    replies['/x'] = ok(null);
    await get('/x');
    expect(seen.map((c) => c.url)).toEqual(['/x']);
  });

  it('refreshes once within 600 s of expiry, queues the others and replays them with the new token', async () => {
    signIn(TOKEN_REFRESH_WINDOW_S - 10);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    replies[AUTH_API.refreshToken] = (config) => {
      expect(config.headers.get('Authorization')).toBe('refresh-1');
      return {
        body: {
          code: 200,
          msg: 'ok',
          data: {
            access_token: 'new',
            refresh_token: 'refresh-2',
            expires_in: 7200,
            token_type: 'Bearer',
            secret: 's',
          },
        },
      };
    };
    replies['/a'] = ok('a');
    replies['/b'] = ok('b');
    replies['/c'] = ok('c');
    const originalAdapter = http.defaults.adapter as Adapter;
    http.defaults.adapter = async (config) => {
      if (config.url === AUTH_API.refreshToken) await gate;
      return originalAdapter(config);
    };
    const calls = [get('/a'), get('/b'), get('/c')];
    await new Promise((r) => setTimeout(r, 10));
    // Nothing else went out while the refresh was running.
    expect(seen).toEqual([]);
    release();
    const results = await Promise.all(calls);
    expect(results.map((r) => r.data)).toEqual(['a', 'b', 'c']);
    expect(seen[0]?.url).toBe(AUTH_API.refreshToken);
    expect(seen.filter((c) => c.url === AUTH_API.refreshToken)).toHaveLength(1);
    for (const config of seen.filter((c) => c.url !== AUTH_API.refreshToken)) {
      expect(config.headers.get('Authorization')).toBe('Bearer new');
    }
    expect(useSession.getState().refreshToken).toBe('refresh-2');
  });

  it('lets the queued calls go on with the old token when the refresh fails', async () => {
    signIn(60);
    replies[AUTH_API.refreshToken] = () => ({ status: 401, body: { code: 401, msg: '登录已失效', data: null } });
    replies['/a'] = ok('a');
    await expect(get('/a')).resolves.toMatchObject({ data: 'a' });
    expect(seen.at(-1)?.headers.get('Authorization')).toBe('Bearer old');
  });
});

describe('loading overlay', () => {
  it('opens while a call runs and closes 100 ms after the last one', async () => {
    vi.useFakeTimers();
    replies['/a'] = ok('a');
    const call = get('/a');
    await vi.advanceTimersByTimeAsync(0);
    await call;
    expect(useLoading.getState().visible).toBe(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(useLoading.getState().visible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(useLoading.getState().visible).toBe(false);
  });

  it.each([LEARNING_API.learningRecord, LEARNING_API.liveLearningRecord, SETTLEMENT_API.companySettlement])(
    'does not open for %s',
    async (path) => {
      useLoading.setState({ visible: false });
      replies[path] = ok(null);
      const call = post(path);
      expect(useLoading.getState().visible).toBe(false);
      await call;
      expect(useLoading.getState().visible).toBe(false);
    },
  );
});
