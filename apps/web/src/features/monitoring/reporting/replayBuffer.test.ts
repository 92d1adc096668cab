// The recording kept for a replay: from the last-but-one full snapshot on, under the byte cap, so a replay always
// starts at a full snapshot.
import { describe, expect, it, vi } from 'vitest';
import { maskPersonalText } from './recorder';
import { ReplayBuffer, utf8Length } from './replayBuffer';

const event = (type: number, size = 10) => JSON.stringify({ type, data: 'x'.repeat(size) });

describe('ReplayBuffer', () => {
  it('keeps the previous segment and the current one, from a checkout on', () => {
    const buffer = new ReplayBuffer(10_000, () => undefined);
    buffer.add(event(4), false);
    buffer.add(event(2), false);
    buffer.add(event(3), false);
    buffer.add(event(4, 1), true);
    buffer.add(event(2, 1), false);
    expect(JSON.parse(buffer.json()!).map((e: { type: number }) => e.type)).toEqual([4, 2, 3, 4, 2]);
    buffer.add(event(4, 2), true);
    buffer.add(event(2, 2), false);
    // The oldest segment is gone: the replay starts at the second snapshot.
    expect(JSON.parse(buffer.json()!).map((e: { data: string }) => e.data.length)).toEqual([1, 1, 2, 2]);
  });

  it('drops the previous segment over the cap, and asks once for a new snapshot when one segment outgrows it', () => {
    const askSnapshot = vi.fn();
    const buffer = new ReplayBuffer(500, askSnapshot);
    buffer.add(event(4, 100), false);
    buffer.add(event(2, 100), false);
    buffer.add(event(4, 100), true);
    buffer.add(event(2, 100), false);
    buffer.add(event(3, 100), false);
    const kept = JSON.parse(buffer.json()!);
    expect(kept[0].type).toBe(4);
    expect(kept).toHaveLength(3);
    for (let i = 0; i < 5; i++) buffer.add(event(3, 100), false);
    expect(askSnapshot).toHaveBeenCalledTimes(1);
    expect(buffer.json()).toBeNull();
    buffer.add(event(4, 10), true);
    buffer.add(event(2, 10), false);
    expect(JSON.parse(buffer.json()!).map((e: { type: number }) => e.type)).toEqual([4, 2]);
  });

  it('counts bytes as UTF-8', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('学')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});

describe('maskPersonalText', () => {
  it('hides ID numbers and phones in any text, masked or not, and everything of a marked element', () => {
    expect(maskPersonalText('身份证 37010219900101123X 电话 13812345678', null)).toBe(
      `身份证 ${'*'.repeat(18)} 电话 ${'*'.repeat(11)}`,
    );
    expect(maskPersonalText('370102********1234 / 138****5678', null)).toBe(`${'*'.repeat(18)} / ${'*'.repeat(11)}`);
    expect(maskPersonalText('课时 12 共 45 分钟，订单 2030010112', null)).toBe('课时 12 共 45 分钟，订单 2030010112');
    const marked = document.createElement('span');
    marked.dataset.record = 'mask';
    const inner = document.createElement('b');
    marked.append(inner);
    expect(maskPersonalText('张三 abc', inner)).toBe('** ***');
  });
});
