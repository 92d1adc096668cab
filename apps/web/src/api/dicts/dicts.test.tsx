import { DICTS_API } from '@etp/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Adapter } from '@/api/client';
import { http } from '../http';
import { useDeleteDictItem } from './deleteDictItem';
import { useDict } from './getDict';
import { useSaveDictItem } from './saveDictItem';

/** The dictionary as the server holds it: value -> label. */
let work: Record<number, string>;
const original = http.defaults.adapter;

beforeEach(() => {
  work = { 1: '在职', 2: '待业' };
  const reply = (data: unknown) => ({ data: { code: 200, msg: 'ok', data }, status: 200, statusText: '', headers: {} });
  const adapter: Adapter = async (config) => {
    if (config.method === 'get' && config.url === DICTS_API.lookup) return { ...reply({ ...work }), config };
    if (config.method === 'put' && config.url === '/a/v1/dict-items/7') {
      const body = JSON.parse(String(config.data)) as { value: number; label: string };
      work[body.value] = body.label;
      return { ...reply(null), config };
    }
    if (config.method === 'delete' && config.url === '/a/v1/dict-items/8') {
      delete work[2];
      return { ...reply(null), config };
    }
    throw new Error(`no reply for ${config.method} ${config.url}`);
  };
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = original;
});

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('dictionary edits', () => {
  it('refresh the lookup useDict shows, although lookups never go stale by themselves', async () => {
    const { result } = renderHook(() => ({ dict: useDict('SERVICE_STUDENT_WORK'), save: useSaveDictItem() }), {
      wrapper: withClient(),
    });
    await waitFor(() => expect(result.current.dict.data).toEqual({ 1: '在职', 2: '待业' }));
    await act(() =>
      result.current.save.mutateAsync({
        id: 7,
        code: 'SERVICE_STUDENT_WORK',
        value: 1,
        label: '就业',
        label_en: '',
        order_num: 0,
      }),
    );
    await waitFor(() => expect(result.current.dict.data).toEqual({ 1: '就业', 2: '待业' }));
  });

  it('refresh it after an item is deleted too', async () => {
    const { result } = renderHook(() => ({ dict: useDict('SERVICE_STUDENT_WORK'), remove: useDeleteDictItem() }), {
      wrapper: withClient(),
    });
    await waitFor(() => expect(result.current.dict.data).toEqual({ 1: '在职', 2: '待业' }));
    await act(() => result.current.remove.mutateAsync(8));
    await waitFor(() => expect(result.current.dict.data).toEqual({ 1: '在职' }));
  });
});
