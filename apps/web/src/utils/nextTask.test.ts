import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('resolves after the current task, not within its microtasks', async () => {
    const order: string[] = [];
    const step = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    await step;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
