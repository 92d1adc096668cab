// What the competition tests share: an answer that must succeed, a competition whose registration runs today, valid
// ID numbers, client addresses and a registration body.
import { COMPETITIONS_API, COMPETITIONS_PUBLIC_API, siteDay } from '@etp/contracts';
import { expect } from 'vitest';
import { type Api, type ApiResponse, type Client, type Json, solvedCaptcha } from '../helpers.ts';

/** The data of an answer that must succeed (any 2xx); a failure shows the start of the answer. */
export async function ok(pending: Promise<ApiResponse>): Promise<Json> {
  const res = await pending;
  expect(res.status, res.raw.body.slice(0, 400)).toBeLessThan(300);
  return res.body.data;
}

export const path = (template: string, params: Record<string, number | string>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

const day = (offset: number) => siteDay(Date.now(), offset);

/** A competition body whose registration stage runs from `from` to `to` days from today (China time). */
export const competitionBody = (name: string, from = -5, to = 10, extra: Record<string, unknown> = {}) => ({
  name,
  cover: '',
  organizer: '山东省人力资源和社会保障厅',
  intro: '<p>大赛简介</p><script>alert(1)</script>',
  eligibility: '年满 18 周岁',
  service_info: '<p>咨询电话 0531-12345678</p>',
  contact: '0531-12345678',
  tracks: [{ name: '制造业组' }, { name: '服务业组' }],
  stages: [
    { kind: 'registration', starts_on: day(from), ends_on: day(to) },
    { kind: 'preliminary', starts_on: day(to + 1), ends_on: day(to + 10) },
    { kind: 'final', starts_on: day(to + 20), ends_on: day(to + 21) },
  ],
  ...extra,
});

/** An 18-character ID number with a correct check character, born on `birth` (YYYYMMDD). */
export function idCard(region: string, birth: string, sequence: number): string {
  const body = `${region}${birth}${String(sequence).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, c, i) => acc + Number(c) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

let address = 0;
/** A client address of its own, so per-IP limits only count where a test means them to. */
export const freshIp = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

export const registration = (trackId: number, idNumber: string, extra: Record<string, unknown> = {}) => ({
  entrant_type: 'team',
  project_name: '智慧农业物联网平台',
  track_id: trackId,
  industry: '农业',
  business_stage: 'startup',
  region_code: '370102',
  leader_name: '王小明',
  leader_id_card: idNumber,
  leader_phone: '13912345678',
  members: [
    { name: '李娜', role: '技术' },
    { name: '张伟', role: '市场' },
  ],
  consent: true,
  ...extra,
});

export async function register(api: Api, competitionId: number, body: Record<string, unknown>, ip = freshIp()) {
  return api.anon.post(
    path(COMPETITIONS_PUBLIC_API.register, { id: competitionId }),
    { ...body, ...(await solvedCaptcha(api, ip)) },
    { remoteAddress: ip },
  );
}

/** Creates and publishes a competition as `client`; answers its admin item. */
export async function publishedCompetition(client: Client, body: Record<string, unknown>) {
  const made = await ok(client.post(COMPETITIONS_API.list, body));
  return ok(client.post(path(COMPETITIONS_API.publish, { id: made.id })));
}
