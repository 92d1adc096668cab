// Replays sent with error reports: kept with the first report of the request, from a full snapshot on; a recording
// over the cap starts at a later full snapshot, one with no snapshot that fits is not kept; a few per issue; read back
// by administrators only, and only under the issue of their report.
import { type ClientIssueDetail, type ClientReplay, MONITORING_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepReplay } from '../../src/modules/monitoring/replay.ts';
import { type Api, testApp } from '../helpers.ts';
import { recording, report } from './fixtures.ts';

const MAX_BYTES = 20_000;
let api: Api;
beforeAll(async () => {
  api = await testApp({ CLIENT_REPLAY_MAX_BYTES: String(MAX_BYTES), CLIENT_REPLAYS_PER_ISSUE: '2' });
});
afterAll(() => api.close());

const send = (body: object) => api.anon.post(MONITORING_API.clientErrors, body, { remoteAddress: '10.2.0.1' });
const issueUrl = (id: number) => MONITORING_API.clientIssue.replace(':id', String(id));
const replayUrl = (id: number, errorId: number) =>
  MONITORING_API.clientReplay.replace(':id', String(id)).replace(':errorId', String(errorId));

async function issueOf(message: string): Promise<ClientIssueDetail> {
  const list = await api.as('admin').get(MONITORING_API.clientIssues, { query: { keyword: message } });
  const id = list.body.data.list[0].id as number;
  return (await api.as('admin').get<ClientIssueDetail>(issueUrl(id))).body.data;
}

describe('keeping a replay', () => {
  it('keeps the whole recording when it fits, with the first report of the request only', async () => {
    const events = recording(1000, 20);
    const res = await send({
      reports: [report({ message: 'replayed one' }), report({ message: 'replayed one' })],
      replay: events,
    });
    expect(res.status).toBe(200);
    const issue = await issueOf('replayed one');
    // Newest first: the second report of the request has none.
    expect(issue.errors.map((e) => e.has_replay)).toEqual([false, true]);
    const replay = await api.as('admin').get<ClientReplay>(replayUrl(issue.id, issue.errors[1]!.id));
    expect(replay.status).toBe(200);
    expect(replay.body.data.cut).toBe(false);
    expect(replay.body.data.events).toEqual(events);
    expect(replay.body.data.events[0]!.type).toBe(4);
    expect(replay.body.data.events[1]!.type).toBe(2);
  });

  it('starts a recording over the cap at a later full snapshot', async () => {
    // Two segments of about 14 kB each: together over 20 kB, the second alone under.
    const events = [...recording(1000, 100, 50), ...recording(5000, 100, 50)];
    await send({ reports: [report({ message: 'long recording' })], replay: events });
    const issue = await issueOf('long recording');
    const replay = (await api.as('admin').get<ClientReplay>(replayUrl(issue.id, issue.errors[0]!.id))).body.data;
    expect(replay.cut).toBe(true);
    expect(replay.events[0]).toMatchObject({ type: 4, timestamp: 5000 });
    expect(replay.events).toHaveLength(102);
    expect(JSON.stringify(replay.events).length).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('keeps no replay when no full snapshot starts a tail that fits, but still the report', async () => {
    await send({ reports: [report({ message: 'huge segment' })], replay: recording(1000, 1000, 50) });
    const issue = await issueOf('huge segment');
    expect(issue.count).toBe(1);
    expect(issue.errors[0]!.has_replay).toBe(false);
  });

  it('keeps a few replays per issue, and the later reports without theirs', async () => {
    for (let i = 0; i < 3; i++)
      await send({ reports: [report({ message: 'often replayed' })], replay: recording(i, 5) });
    const issue = await issueOf('often replayed');
    expect(issue.errors.map((e) => e.has_replay)).toEqual([false, true, true]);
  });

  it('reads a replay only under the issue of its report, and only as an administrator', async () => {
    await send({ reports: [report({ message: 'private replay' })], replay: recording(1, 5) });
    const issue = await issueOf('private replay');
    const errorId = issue.errors[0]!.id;
    expect((await api.as('admin').get(replayUrl(issue.id + 100_000, errorId))).status).toBe(404);
    expect((await api.as('admin').get(replayUrl(issue.id, errorId + 100_000))).status).toBe(404);
    expect((await api.as('teacher').get(replayUrl(issue.id, errorId))).status).toBe(403);
    expect((await api.anon.get(replayUrl(issue.id, errorId))).status).toBe(401);
  });
});

describe('keepReplay', () => {
  it('sorts the events by time and starts at the Meta event before a snapshot', async () => {
    const events = recording(10, 3).reverse();
    const kept = await keepReplay(events, 100_000);
    expect(kept).not.toBeNull();
    expect(kept!.cut).toBe(false);
  });

  it('keeps nothing without a full snapshot', async () => {
    expect(await keepReplay(recording(10, 3).slice(2), 100_000)).toBeNull();
  });
});
