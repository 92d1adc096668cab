// Judging and results: one result per registration and stage (history kept), results public per stage only once
// published, the public query by number or by leader name + phone with a per-address limit, the spreadsheet import
// (all rows or none, with a row-level report), and a regional administrator judging only their region's competitions.
import { COMPETITIONS_API, COMPETITIONS_PUBLIC_API } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionResultEvents } from '../../src/db/schema/index.ts';
import { writeSheet } from '../../src/lib/spreadsheet/write.ts';
import { type Api, dataAt, multipartFile, testApp } from '../helpers.ts';
import {
  competitionBody,
  freshIp,
  idCard,
  ok,
  path,
  publishedCompetition,
  register,
  registration,
} from './fixtures.ts';

let api: Api;
type Stage = { id: number; kind: string };
let comp: { id: number; tracks: { id: number }[]; stages: Stage[] };
const numbers: string[] = [];
const regIds: number[] = [];
const stage = (kind: string) => comp.stages.find((s) => s.kind === kind)!;

beforeAll(async () => {
  api = await testApp();
  comp = await publishedCompetition(api.as('admin'), competitionBody('评审测试赛'));
  for (const [i, name] of ['陈晓东', '周敏'].entries()) {
    const res = await register(
      api,
      comp.id,
      registration(comp.tracks[0]!.id, idCard('370102', '19910101', 100 + i), {
        leader_name: name,
        leader_phone: `1390000000${i}`,
      }),
    );
    numbers.push(res.body.data.number);
  }
  const list = await dataAt(api.as('admin'), `${path(COMPETITIONS_API.registrations, { id: comp.id })}?size=50`);
  for (const n of numbers) regIds.push(list.list.find((r: { number: string }) => r.number === n).id);
});
afterAll(() => api.close());

const query = (payload: Record<string, string>, ip = freshIp()) =>
  api.anon.post(COMPETITIONS_PUBLIC_API.results, payload, { remoteAddress: ip });

/** Records one stage result of a registration (PUT results), as `who`. */
const judge = (
  who: 'admin' | 'area',
  result: {
    registration_id: number | undefined;
    stage_id: number;
    outcome: string;
    score: number | null;
    award?: string;
  },
) => api.as(who).put(path(COMPETITIONS_API.results, { id: comp.id }), { award: '', ...result });

describe('recording and publishing', () => {
  it('lists registrations with ID numbers and phones masked', async () => {
    const list = await dataAt(api.as('admin'), path(COMPETITIONS_API.registrations, { id: comp.id }));
    const row = list.list.find((r: { number: string }) => r.number === numbers[0]);
    expect(row.leader_id_card).toMatch(/^3701\*{10}\w{4}$/);
    expect(row.leader_phone).toBe('139****0000');
  });

  it('shows a stage result publicly only after the stage is published, and keeps every recording', async () => {
    const prelim = stage('preliminary');
    await ok(judge('admin', { registration_id: regIds[0], stage_id: prelim.id, outcome: 'eliminated', score: 70 }));
    const saved = await ok(
      judge('admin', { registration_id: regIds[0], stage_id: prelim.id, outcome: 'advance', score: 88.456 }),
    );
    expect(saved).toMatchObject({ outcome: 'advance', score: 88.46 });
    const history = await api.app.db
      .select()
      .from(competitionResultEvents)
      .where(eq(competitionResultEvents.registrationId, regIds[0]!));
    expect(history.map((h) => h.outcome)).toEqual(['eliminated', 'advance']);

    const before = await query({ number: numbers[0]! });
    expect(before.status).toBe(200);
    expect(before.body.data.list[0].stages).toEqual([]);

    const published = await ok(
      api.as('admin').post(path(COMPETITIONS_API.publishStage, { id: comp.id, stageId: prelim.id })),
    );
    expect(published.results_published_at).not.toBeNull();
    const after = (await query({ number: numbers[0]! })).body.data.list[0];
    expect(after).toMatchObject({ competition_name: '评审测试赛', leader_name: '陈*东' });
    expect(after.stages).toEqual([
      { stage_id: prelim.id, kind: 'preliminary', outcome: 'advance', score: 88.46, award: '' },
    ]);

    // The final is judged but not published: it stays hidden.
    await ok(
      judge('admin', {
        registration_id: regIds[0],
        stage_id: stage('final').id,
        outcome: 'advance',
        score: null,
        award: '金奖',
      }),
    );
    const byName = (await query({ leader_name: '陈晓东', leader_phone: '139 0000 0000' })).body.data.list;
    expect(byName).toHaveLength(1);
    expect(byName[0].stages.map((s: Stage) => s.kind)).toEqual(['preliminary']);

    await ok(api.as('admin').post(path(COMPETITIONS_API.unpublishStage, { id: comp.id, stageId: prelim.id })));
    expect((await query({ number: numbers[0]! })).body.data.list[0].stages).toEqual([]);
  });

  it('refuses results for the registration stage, foreign registrations, and bad scores', async () => {
    const registrationStage = await judge('admin', {
      registration_id: regIds[0],
      stage_id: stage('registration').id,
      outcome: 'advance',
      score: null,
    });
    expect(registrationStage.status).toBe(400);
    const foreign = await judge('admin', {
      registration_id: 999999,
      stage_id: stage('final').id,
      outcome: 'advance',
      score: null,
    });
    expect(foreign.status).toBe(400);
    const score = await judge('admin', {
      registration_id: regIds[0],
      stage_id: stage('final').id,
      outcome: 'advance',
      score: 101,
    });
    expect(score.status).toBe(400);
    expect(score.body.data.fields.score).toBe('分数须在 0 至 100 之间');
  });

  it('keeps an area administrator away from a national competition', async () => {
    const res = await judge('area', {
      registration_id: regIds[0],
      stage_id: stage('final').id,
      outcome: 'eliminated',
      score: null,
    });
    expect(res.status).toBe(404);
  });
});

describe('the public result query', () => {
  it('answers 404 alike for an unknown number and a wrong name/phone pair, and wants one or the other', async () => {
    expect((await query({ number: 'C1-ZZZZZZZZZZ' })).status).toBe(404);
    expect((await query({ leader_name: '陈晓东', leader_phone: '13900000001' })).status).toBe(404);
    const empty = await query({});
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields.number).toBe('请输入报名编号，或输入负责人姓名和手机号码');
    const halfPair = await query({ leader_name: '周敏' });
    expect(halfPair.body.data.fields.leader_phone).toBeDefined();
  });

  it('limits queries per address against enumeration', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await query({ number: `C1-AAAAAAAA${String(i).padStart(2, '0')}` }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await query({ number: numbers[1]! })).status).toBe(200);
  });
});

describe('importing results', () => {
  const sheet = (rows: Record<string, string>[]) =>
    writeSheet(
      '评审结果导入',
      ['报名编号', '阶段', '结果', '分数', '奖项'].map((header, i) => ({
        header,
        key: ['number', 'stage', 'outcome', 'score', 'award'][i] as 'number',
      })),
      rows,
    );
  const send = (file: Buffer) => {
    const { payload, headers } = multipartFile(file, {
      filename: 'results.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    return api.as('admin').post(path(COMPETITIONS_API.resultsImport, { id: comp.id }), payload, { headers });
  };

  it('refuses the whole file with a row-level report when a row is wrong', async () => {
    const res = await send(
      await sheet([
        { number: numbers[1]!, stage: '初赛', outcome: '晋级', score: '90', award: '' },
        { number: 'C9-NOSUCHNUMB', stage: '初赛', outcome: '晋级', score: '80', award: '' },
        { number: numbers[1]!, stage: '海选', outcome: '晋级', score: '80', award: '' },
        { number: numbers[0]!, stage: '决赛', outcome: '通过了', score: '80', award: '' },
        { number: numbers[0]!, stage: '初赛', outcome: '淘汰', score: '120', award: '' },
      ]),
    );
    expect(res.status, res.raw.body).toBe(400);
    expect(res.body.msg).toBe('有 4 行不正确，未导入任何结果，请修改后重新导入');
    const refused = res.body.data.refused as { row: number; reason: string }[];
    expect(refused.map((r) => r.row)).toEqual([3, 4, 5, 6]);
    expect(refused[0]!.reason).toBe('报名编号不存在');
    expect(refused[1]!.reason).toMatch(/阶段应为/);
    expect(refused[2]!.reason).toMatch(/结果应为/);
    expect(refused[3]!.reason).toBe('score: 分数须在 0 至 100 之间');
    const list = await dataAt(api.as('admin'), path(COMPETITIONS_API.registrations, { id: comp.id }));
    const second = list.list.find((r: { number: string }) => r.number === numbers[1]);
    expect(second.results).toEqual([]);
  });

  it('imports a correct file and reports how many results it saved', async () => {
    const res = await send(
      await sheet([
        { number: numbers[1]!.toLowerCase(), stage: '初赛', outcome: '晋级', score: '91.5', award: '' },
        { number: numbers[1]!, stage: '决赛', outcome: '晋级', score: '95', award: '一等奖' },
      ]),
    );
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body).toMatchObject({ msg: '已导入 2 条评审结果', data: { saved: 2, refused: [] } });
    const list = await dataAt(api.as('admin'), path(COMPETITIONS_API.registrations, { id: comp.id }));
    const second = list.list.find((r: { number: string }) => r.number === numbers[1]);
    expect(second.results.map((r: { kind: string; award: string }) => `${r.kind}:${r.award}`)).toEqual([
      'preliminary:',
      'final:一等奖',
    ]);
    const template = await api.as('admin').get(path(COMPETITIONS_API.resultsTemplate, { id: comp.id }));
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('the demo competitions', () => {
  it('are on the portal: one taking registrations, one finished whose results answer the query', async () => {
    const open = (await api.anon.get(COMPETITIONS_PUBLIC_API.open)).body.data;
    expect(
      open.some((c: { name: string; phase: string }) => c.name.includes('创业齐鲁') && c.phase === 'registering'),
    ).toBe(true);
    const finished = await api.anon.get(`${COMPETITIONS_PUBLIC_API.list}?phase=finished`);
    expect(finished.body.data.list.map((c: { name: string }) => c.name)).toContain('2026年济南市青年创意创业大赛');

    // The template is seeded with the tests' personal-data key, so the demo registrations and results are there.
    const found = (await query({ leader_name: '张雨萱', leader_phone: '13705310188' })).body.data.list;
    expect(found).toHaveLength(1);
    expect(found[0].stages.map((s: { kind: string; award: string }) => `${s.kind}:${s.award}`)).toEqual([
      'preliminary:',
      'semifinal:',
      'final:一等奖',
    ]);
  });
});
