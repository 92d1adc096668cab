// A figure's list address: the list's view found in the caller's menu, with the figure's filters.
import { CERTIFICATES_API, CLASSES_API, type MenuItem, SETTLEMENT_API } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { parseEvents } from '@/api/dashboard/liveCounters';
import { listAddress } from './figureLinks';

const item = (path: string, component: string, children: MenuItem[] = []) =>
  ({ path, component, children }) as unknown as MenuItem;

const menu = [
  item('/class', 'Layout', [item('list', 'class/list')]),
  item('/certificate', 'Layout', [item('certificates', 'certificates/list')]),
  item('/settlement', 'Layout', [item('review', 'settlement/review')]),
];

describe('listAddress', () => {
  it('opens the view of the list in the menu with the same filters', () => {
    expect(listAddress(menu, { api: CLASSES_API.list, query: { status: 'running' } })).toBe(
      '/class/list?status=running',
    );
    expect(listAddress(menu, { api: CERTIFICATES_API.list, query: {} })).toBe('/certificate/certificates');
    // A subsidy figure: the reviewers' queue of the claims it adds up.
    expect(listAddress(menu, { api: SETTLEMENT_API.queue, query: { stage: 'approved' } })).toBe(
      '/settlement/review?stage=approved',
    );
  });

  it('is null without a list or when the caller has no such view', () => {
    expect(listAddress(menu, null)).toBeNull();
    expect(listAddress([], { api: CLASSES_API.list, query: {} })).toBeNull();
  });
});

describe('parseEvents', () => {
  it('reads complete events and keeps the rest for the next chunk', () => {
    const { events, rest } = parseEvents('retry: 3000\n\nid: 1\nevent: counters\ndata: {"a":1}\n\nevent: count');
    expect(events).toEqual([{ event: 'counters', data: '{"a":1}' }]);
    expect(rest).toBe('event: count');
  });
});
