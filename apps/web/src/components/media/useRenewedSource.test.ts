// A playing video keeps its address; when a request fails (the address's token expired) it goes on from where it
// was with the newest address, playing if it was, and asks for a fresh one when it has none newer.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRenewedSource } from './useRenewedSource';

function player() {
  const el = document.createElement('video');
  let paused = true;
  let time = 0;
  Object.defineProperty(el, 'paused', { get: () => paused });
  Object.defineProperty(el, 'currentTime', {
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  el.play = vi.fn(async () => {
    paused = false;
    el.dispatchEvent(new Event('play'));
  });
  el.pause = vi.fn(() => {
    paused = true;
    el.dispatchEvent(new Event('pause'));
  });
  /** What a new address does to the element: it loads from the start. */
  const loaded = () => {
    time = 0;
    el.dispatchEvent(new Event('loadedmetadata'));
  };
  return { el, loaded, setTime: (t: number) => (time = t) };
}

function mount(el: HTMLVideoElement, url: string, renew = vi.fn(), startAt = 0) {
  const ref = { current: el };
  const hook = renderHook((props: { url: string }) => useRenewedSource(ref, { url: props.url, startAt, renew }), {
    initialProps: { url },
  });
  return { ...hook, renew };
}

describe('useRenewedSource', () => {
  it('loads the first address and starts where the student left off', () => {
    const { el, loaded } = player();
    mount(el, '/o/v1/media/1/file?t=first', vi.fn(), 95);
    expect(el.getAttribute('src')).toBe('/o/v1/media/1/file?t=first');
    act(loaded);
    expect(el.currentTime).toBe(95);
  });

  it('keeps playing from its address when a fresh one arrives, and takes the fresh one when a request fails', async () => {
    const { el, loaded, setTime } = player();
    const { rerender, renew } = mount(el, '/v?t=first');
    act(loaded);
    await act(() => el.play());
    setTime(600);
    rerender({ url: '/v?t=second' });
    expect(el.getAttribute('src')).toBe('/v?t=first');

    vi.mocked(el.play).mockClear();
    act(() => void el.dispatchEvent(new Event('error')));
    expect(el.getAttribute('src')).toBe('/v?t=second');
    expect(renew).not.toHaveBeenCalled();
    act(loaded);
    expect(el.currentTime).toBe(600);
    expect(el.play).toHaveBeenCalled();
  });

  it('asks for a fresh address when it has none newer, and goes on with it, paused if it was', () => {
    const { el, loaded, setTime } = player();
    const { rerender, renew } = mount(el, '/v?t=first');
    act(loaded);
    setTime(1200);
    act(() => void el.dispatchEvent(new Event('error')));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(el.getAttribute('src')).toBe('/v?t=first');
    rerender({ url: '/v?t=renewed' });
    expect(el.getAttribute('src')).toBe('/v?t=renewed');
    act(loaded);
    expect(el.currentTime).toBe(1200);
    expect(el.play).not.toHaveBeenCalled();
  });
});
