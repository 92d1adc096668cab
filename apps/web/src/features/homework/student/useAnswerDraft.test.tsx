// The draft rules of the write page: saved a second after the last change on the version it was written on, kept
// in localStorage until the server has it, and replaced by the server's newer version on a 409.
import type { MyHomework, SavedAnswer } from '@etp/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/api/http';
import { readLocalDraft } from './draftStore';
import { useAnswerDraft } from './useAnswerDraft';

const saveDraft = vi.fn();
vi.mock('@/api/homework/saveAnswer', () => ({
  saveDraft: (...args: unknown[]) => saveDraft(...args),
  submitAnswer: vi.fn(),
}));

const homework = {
  id: 7,
  answer: { content: '<p>a</p>', attachments: [], version: 2, submitted_at: null, comment: '', return_reason: '' },
} as unknown as MyHomework;

const saved = (version: number, content: string): SavedAnswer => ({
  version,
  content,
  attachments: [],
  status: 'draft',
  saved_at: '2026-11-23T04:00:00.000Z',
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  saveDraft.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the answer draft', () => {
  it('keeps a change locally at once and saves it a second later on the current version', async () => {
    saveDraft.mockResolvedValue(saved(3, '<p>ab</p>'));
    const { result } = renderHook(() => useAnswerDraft(homework, 1));
    act(() => result.current.change({ content: '<p>ab</p>' }));
    expect(readLocalDraft(1, 7)).toMatchObject({ base: 2, content: '<p>ab</p>' });
    expect(saveDraft).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saveDraft).toHaveBeenCalledWith(7, { content: '<p>ab</p>', attachments: [], version: 2 });
    expect(result.current.state).toBe('saved');
    expect(readLocalDraft(1, 7)).toBeNull();
  });

  it('keeps the text locally when the save fails, and says so', async () => {
    saveDraft.mockRejectedValue(new RequestError('network', 0));
    const { result } = renderHook(() => useAnswerDraft(homework, 1));
    act(() => result.current.change({ content: '<p>offline</p>' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state).toBe('offline');
    expect(readLocalDraft(1, 7)?.content).toBe('<p>offline</p>');
  });

  it('takes the newer version of another device on a 409', async () => {
    saveDraft.mockRejectedValue(new RequestError('stale', 409, saved(5, '<p>from the phone</p>')));
    const { result } = renderHook(() => useAnswerDraft(homework, 1));
    act(() => result.current.change({ content: '<p>old laptop</p>' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.content).toBe('<p>from the phone</p>');
    expect(result.current.notice).toBe('stale');
    expect(result.current.resetKey).toBe(1);
    saveDraft.mockResolvedValue(saved(6, '<p>x</p>'));
    act(() => result.current.change({ content: '<p>x</p>' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saveDraft).toHaveBeenLastCalledWith(7, { content: '<p>x</p>', attachments: [], version: 5 });
  });
});
