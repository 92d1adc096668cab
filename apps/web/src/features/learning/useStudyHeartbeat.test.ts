// The player follows the server's answers: a refused jump goes back, 301 pauses for the face check, 302 and 303
// pause and stop reporting, an open presence question is shown and answered.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeIdle, type RecordReply, sendLearningRecord } from '@/api/learning/record';
import { useStudyHeartbeat } from './useStudyHeartbeat';

vi.mock('@/api/learning/record', () => ({ sendLearningRecord: vi.fn(), acknowledgeIdle: vi.fn() }));
const send = vi.mocked(sendLearningRecord);

const answer = (code: number, over: Partial<RecordReply['data']> = {}): RecordReply => ({
  code,
  msg: `msg ${code}`,
  data: {
    credited: 0,
    total_seconds: 0,
    today_seconds: 0,
    daily_limit_seconds: 28_800,
    completed: false,
    rewind_to: null,
    max_position: 20,
    idle_check: false,
    live_phase: null,
    ...over,
  },
});

function player() {
  const el = document.createElement('video');
  let paused = true;
  Object.defineProperty(el, 'paused', { get: () => paused });
  el.play = vi.fn(async () => {
    paused = false;
    el.dispatchEvent(new Event('play'));
  });
  el.pause = vi.fn(() => {
    paused = true;
  });
  return el;
}

describe('useStudyHeartbeat', () => {
  beforeEach(() => {
    send.mockReset();
    vi.mocked(acknowledgeIdle).mockReset().mockResolvedValue({ code: 200, msg: '', data: null });
  });

  it('reports on play with the position and this tab, and goes back when a jump is refused', async () => {
    const el = player();
    el.currentTime = 95;
    send.mockResolvedValue(answer(200, { rewind_to: 12 }));
    const ref = { current: el };
    const { result } = renderHook(() => useStudyHeartbeat(7, ref));
    await act(() => el.play());
    await waitFor(() => expect(result.current.rewound).toBe(1));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ lesson_id: 7, position: 95, playing: true }));
    expect(send.mock.calls[0]?.[0].tab).toMatch(/^tab-/);
    expect(el.currentTime).toBe(12);
  });

  it('pauses for a face check (301) and plays again on retry', async () => {
    const el = player();
    send.mockResolvedValue(answer(301));
    const ref = { current: el };
    const { result } = renderHook(() => useStudyHeartbeat(7, ref));
    await act(() => el.play());
    await waitFor(() => expect(result.current.stop).toBe('face'));
    expect(el.pause).toHaveBeenCalled();
    expect(result.current.message).toBe('msg 301');
    send.mockResolvedValue(answer(200));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.stop).toBeNull());
  });

  it.each([
    [302, 'other_tab'],
    [303, 'limit'],
  ] as const)('pauses and stops reporting on %i', async (code, stop) => {
    const el = player();
    send.mockResolvedValue(answer(code));
    const ref = { current: el };
    const { result } = renderHook(() => useStudyHeartbeat(7, ref));
    await act(() => el.play());
    await waitFor(() => expect(result.current.stop).toBe(stop));
    const calls = send.mock.calls.length;
    await act(() => el.play());
    expect(send.mock.calls.length).toBe(calls);
  });

  it('shows the presence question and answers it', async () => {
    const el = player();
    send.mockResolvedValue(answer(200, { idle_check: true }));
    const ref = { current: el };
    const { result } = renderHook(() => useStudyHeartbeat(7, ref));
    await act(() => el.play());
    await waitFor(() => expect(result.current.idle).toBe('asked'));
    await act(() => result.current.answerIdle());
    expect(result.current.idle).toBeNull();
    expect(acknowledgeIdle).toHaveBeenCalledWith(send.mock.calls[0]?.[0].tab);
  });
});
