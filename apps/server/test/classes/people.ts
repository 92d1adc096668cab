// Made-up people for the class tests: valid GB 11643 ID numbers of a chosen birth date, and mobile numbers.
import { idCardCheckChar } from '@etp/contracts';

let serial = 100;

/** A valid 18-character ID number of someone born on `birth` (YYYYMMDD) in Jinan's Lixia district. */
export function idCard(birth = '19900307', area = '370102'): string {
  const first17 = `${area}${birth}${String(++serial % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

let phones = 0;
/** A fresh mobile number (distinct per call within a test file). */
export const phone = (prefix = '1770000') => `${prefix}${String(++phones).padStart(4, '0')}`;

/** The fields of one enrolment, with a valid ID number and a fresh phone. */
export const person = (overrides: Record<string, unknown> = {}) => ({
  name: '王建国',
  id_card: idCard(),
  phone: phone(),
  gender: 'male',
  education: 'senior',
  household: 'urban',
  employment: 'unemployed',
  consent: true,
  ...overrides,
});

/** A class's form: a week from `startOffset` days ahead, one theory and one live session. */
export function classForm(courseId: number, overrides: Record<string, unknown> = {}) {
  const day = (offset: number) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  return {
    name: '2026年第9期SYB创业培训班',
    course_id: courseId,
    start_date: day(3),
    end_date: day(10),
    capacity: 30,
    mode: 'mixed',
    place: '济南市历下区解放路 88 号 3 楼教室',
    trainer_ids: [],
    sessions: [
      { starts_at: `${day(3)}T01:00:00.000Z`, ends_at: `${day(3)}T04:00:00.000Z`, kind: 'theory', place: '3 楼教室' },
      {
        starts_at: `${day(4)}T06:00:00.000Z`,
        ends_at: `${day(4)}T08:00:00.000Z`,
        kind: 'live',
        live_url: 'https://live.example.cn/room/9',
      },
    ],
    ...overrides,
  };
}
