// Managing competitions: validation of tracks and stages, the publishing cycle, regional scope, tracks and stages
// kept by id, refusals when registrations or results hang on them, and the audit log.
import { COMPETITIONS_API, COMPETITIONS_PUBLIC_API } from '@etp/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/index.ts';
import { type Api, dataAt, testApp } from '../helpers.ts';
import { competitionBody, idCard, ok, path, publishedCompetition, register, registration } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('creating and publishing', () => {
  it('creates a draft with its tracks and stages, cleans the rich text, and shows it on the portal once published', async () => {
    const made = await ok(api.as('admin').post(COMPETITIONS_API.list, competitionBody('第一届创业大赛')));
    expect(made.status).toBe('draft');
    expect(made.tracks.map((x: { name: string }) => x.name)).toEqual(['制造业组', '服务业组']);
    expect(made.stages.map((s: { kind: string }) => s.kind)).toEqual(['registration', 'preliminary', 'final']);
    expect(made.intro).not.toContain('script');
    expect(made.phase).toBe('registering');
    expect(made.registration_open).toBe(true);

    const detail = path(COMPETITIONS_PUBLIC_API.one, { id: made.id });
    expect((await api.anon.get(detail)).status).toBe(404);
    await ok(api.as('admin').post(path(COMPETITIONS_API.publish, { id: made.id })));
    const shown = await api.anon.get(detail);
    expect(shown.status).toBe(200);
    expect(shown.body.data.name).toBe('第一届创业大赛');
    const open = (await api.anon.get(COMPETITIONS_PUBLIC_API.open)).body.data;
    expect(open.map((c: { id: number }) => c.id)).toContain(made.id);

    const [entry] = await api.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'competition.publish'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry?.targetId).toBe(String(made.id));
  });

  it('refuses a competition without a registration stage, with stages out of order, or without tracks', async () => {
    const noRegistration = competitionBody('无报名阶段');
    noRegistration.stages = noRegistration.stages.filter((s) => s.kind !== 'registration');
    const res = await api.as('admin').post(COMPETITIONS_API.list, noRegistration);
    expect(res.status).toBe(400);
    expect(res.body.data.fields.stages).toBe('请设置报名阶段及其起止日期');

    const reversed = competitionBody('日期颠倒');
    reversed.stages[1] = { ...reversed.stages[1]!, starts_on: reversed.stages[0]!.starts_on };
    const bad = await api.as('admin').post(COMPETITIONS_API.list, reversed);
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.stages).toMatch(/顺序/);

    const noTracks = await api.as('admin').post(COMPETITIONS_API.list, {
      ...competitionBody('无赛道'),
      tracks: [],
    });
    expect(noTracks.status).toBe(400);
  });

  it('lets no teacher manage competitions', async () => {
    expect((await api.as('teacher').get(COMPETITIONS_API.list)).status).toBe(403);
    expect((await api.as('teacher').post(COMPETITIONS_API.list, competitionBody('x'))).status).toBe(403);
  });
});

describe('regional scope', () => {
  it('keeps a regional administrator inside their region', async () => {
    const own = await ok(api.as('province').post(COMPETITIONS_API.list, competitionBody('省赛', -1, 5)));
    expect(own.region_code).toBe('370000');
    const outside = await api.as('province').post(COMPETITIONS_API.list, {
      ...competitionBody('外省赛'),
      region_code: '110000',
    });
    expect(outside.status).toBe(403);
    // The area administrator (370102) sees neither the province's competition nor the admin's national one.
    const areaList = await dataAt(api.as('area'), COMPETITIONS_API.list);
    expect(areaList.list.map((c: { id: number }) => c.id)).not.toContain(own.id);
    expect((await api.as('area').get(path(COMPETITIONS_API.one, { id: own.id }))).status).toBe(404);
    expect((await api.as('area').post(path(COMPETITIONS_API.publish, { id: own.id }))).status).toBe(404);
    // The province sees its own, not the admin's national ones.
    const provinceList = await dataAt(api.as('province'), COMPETITIONS_API.list);
    expect(provinceList.list.every((c: { region_code: string | null }) => c.region_code?.startsWith('37'))).toBe(true);
  });
});

describe('editing', () => {
  it('keeps track ids, refuses to drop a track with registrations and to delete a competition with registrations', async () => {
    const comp = await publishedCompetition(api.as('admin'), competitionBody('编辑测试赛'));
    const [manufacturing, services] = comp.tracks as { id: number; name: string }[];
    const registered = await register(api, comp.id, registration(manufacturing!.id, idCard('370102', '19900307', 11)));
    expect(registered.status).toBe(201);

    const body = competitionBody('编辑测试赛（更名）');
    const renamed = await ok(
      api.as('admin').put(path(COMPETITIONS_API.one, { id: comp.id }), {
        ...body,
        tracks: [{ id: manufacturing!.id, name: '制造业赛道' }, { name: '乡村振兴专项赛' }],
      }),
    );
    expect(renamed.tracks[0]).toEqual({ id: manufacturing!.id, name: '制造业赛道' });
    expect(renamed.tracks.map((x: { id: number }) => x.id)).not.toContain(services!.id);

    const dropUsed = await api.as('admin').put(path(COMPETITIONS_API.one, { id: comp.id }), {
      ...body,
      tracks: [{ name: '新赛道' }],
    });
    expect(dropUsed.status).toBe(409);
    expect(dropUsed.body.msg).toBe('赛道“制造业赛道”已有报名，不能删除');

    const removed = await api.as('admin').delete(path(COMPETITIONS_API.one, { id: comp.id }));
    expect(removed.status).toBe(409);
  });

  it('deletes a competition nobody registered for', async () => {
    const comp = await ok(api.as('admin').post(COMPETITIONS_API.list, competitionBody('空赛')));
    await ok(api.as('admin').delete(path(COMPETITIONS_API.one, { id: comp.id })));
    expect((await api.as('admin').get(path(COMPETITIONS_API.one, { id: comp.id }))).status).toBe(404);
  });
});
