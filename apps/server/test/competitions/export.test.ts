// One competition's registrations to the download centre: its rows only, the list's filters, ID numbers and phones
// masked, each stage's result in words; a regional administrator cannot export a competition outside their region.
import { COMPETITIONS_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, exportedRows, testApp } from '../helpers.ts';
import { competitionBody, idCard, path, publishedCompetition, register, registration } from './fixtures.ts';

let api: Api;
let comp: { id: number; tracks: { id: number }[]; stages: { id: number; kind: string }[] };
const numbers: string[] = [];

beforeAll(async () => {
  api = await testApp();
  comp = await publishedCompetition(api.as('admin'), competitionBody('导出测试赛'));
  for (const [i, name] of ['赵一鸣', '钱多多'].entries()) {
    const res = await register(
      api,
      comp.id,
      registration(comp.tracks[0]!.id, idCard('370102', '19900505', 200 + i), {
        leader_name: name,
        leader_phone: `1371234000${i}`,
      }),
    );
    expect(res.status, res.raw.body).toBe(201);
    numbers.push(res.body.data.number);
  }
});
afterAll(() => api.close());

describe('registrations export', () => {
  it('holds the competition’s registrations, masked, with their results', async () => {
    const registrations = (await api.as('admin').get(path(COMPETITIONS_API.registrations, { id: comp.id }))).body.data
      .list as { id: number; number: string }[];
    const first = registrations.find((r) => r.number === numbers[0])!;
    const preliminary = comp.stages.find((s) => s.kind === 'preliminary')!;
    const judged = await api.as('admin').put(path(COMPETITIONS_API.results, { id: comp.id }), {
      registration_id: first.id,
      stage_id: preliminary.id,
      outcome: 'advance',
      score: 91.5,
      award: '',
    });
    expect(judged.status, judged.raw.body).toBe(200);

    const rows = await exportedRows(api, api.as('admin'), COMPETITIONS_API.registrationsExport, {
      competition_id: comp.id,
    });
    expect(rows[0]?.[0]).toBe('报名编号');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([...numbers].sort());
    const row = rows.find((r) => r[0] === numbers[0])!;
    expect(row[6]).toBe('赵一鸣');
    expect(row[7]).toMatch(/^\d{4}\*+[\dX]{4}$/);
    expect(row[8]).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(row[10]).toBe('初赛 晋级 91.5');

    const filtered = await exportedRows(api, api.as('admin'), COMPETITIONS_API.registrationsExport, {
      competition_id: comp.id,
      keyword: '钱多多',
    });
    expect(filtered.slice(1).map((r) => r[0])).toEqual([numbers[1]]);
  });

  it('is refused to a regional administrator outside the competition’s region and to a teacher', async () => {
    const body = { competition_id: comp.id };
    // Refused when asked, not when the job runs: nothing is queued.
    expect((await api.as('area').post(COMPETITIONS_API.registrationsExport, body)).status).toBe(404);
    expect((await api.as('area').get('/o/v1/exports')).body.data.total).toBe(0);
    expect((await api.as('teacher').post(COMPETITIONS_API.registrationsExport, body)).status).toBe(403);
  });
});
