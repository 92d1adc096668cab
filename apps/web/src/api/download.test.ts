import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Adapter } from '@/api/client';
import { useSession } from '@/stores/session';
import { downloadBlob, fileNameFrom } from './download';
import { http } from './http';

describe('fileNameFrom', () => {
  it("prefers the RFC 5987 UTF-8 name (the server's Chinese file name)", () => {
    const header = `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('用户列表.xlsx')}`;
    expect(fileNameFrom(header, 'x.xlsx')).toBe('用户列表.xlsx');
  });
  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameFrom('attachment; filename="users-template.xlsx"', 'x.xlsx')).toBe('users-template.xlsx');
    expect(fileNameFrom(undefined, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFrom("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('downloadBlob', () => {
  const original = http.defaults.adapter;
  let clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:mock');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    useSession.setState({ token: 'Bearer t0k3n', refreshToken: '', expiresAt: 0 });
  });
  afterEach(() => {
    http.defaults.adapter = original;
    vi.restoreAllMocks();
  });

  it('fetches with the Bearer token as a blob and saves it under the server name', async () => {
    let authorization: unknown;
    let responseType: unknown;
    const adapter: Adapter = async (config) => {
      authorization = config.headers.get('Authorization');
      responseType = config.responseType;
      return {
        data: new Blob(['PK-bytes'], { type: 'application/octet-stream' }),
        status: 200,
        statusText: '',
        headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('登录日志.xlsx')}` },
        config,
      };
    };
    http.defaults.adapter = adapter;
    const saved = await downloadBlob('/o/v1/exports/7/file', 'export.xlsx');
    expect(authorization).toBe('Bearer t0k3n');
    expect(responseType).toBe('blob');
    expect(saved).toEqual({ name: '登录日志.xlsx', size: 8 });
    expect(clicked).toEqual([{ href: 'blob:mock', download: '登录日志.xlsx' }]);
  });
});
