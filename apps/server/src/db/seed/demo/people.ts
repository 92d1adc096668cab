// Generated demo people: realistic Chinese names, GB 11643 ID numbers with a valid check character (birth dates giving
// ages 23 to 56) and unique mobile numbers, from a seeded generator so every demo database holds the same people.
import { type EDUCATION_LEVELS, type EMPLOYMENT_STATUSES, idCardCheckChar } from '@etp/contracts';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶贺顾毛郝龚邵万钱严武戴孔汤';
const MALE = '伟强磊军勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林洋峰建国志文博海成晨阳振东';
const FEMALE = '芳娜敏静丽艳娟霞燕玲婷雪慧莹晶颖琳倩楠欣悦佳怡梅兰琴红月雯露瑶璐薇洁萍丹蕾';
const PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '150',
  '151',
  '152',
  '155',
  '156',
  '157',
  '177',
  '178',
  '180',
  '181',
  '182',
  '183',
  '186',
  '187',
  '188',
  '189',
];

export interface DemoPerson {
  name: string;
  gender: 'male' | 'female';
  idCard: string;
  phone: string;
  education: (typeof EDUCATION_LEVELS)[number];
  household: 'urban' | 'rural';
  employment: (typeof EMPLOYMENT_STATUSES)[number];
}

/** mulberry32: a small seeded generator (not for secrets). */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[] | string): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

export class PeopleFactory {
  private readonly rng = generator(20261123);
  private readonly ids = new Set<string>();

  /** `taken` holds phones already used as usernames. */
  constructor(private readonly phones: Set<string>) {}

  idCard(areaCode: string, gender: 'male' | 'female'): string {
    const { int } = this.rng;
    const today = new Date().getUTCFullYear();
    for (;;) {
      const birth = `${today - int(23, 56)}${String(int(1, 12)).padStart(2, '0')}${String(int(1, 28)).padStart(2, '0')}`;
      // The 17th digit is odd for men and even for women.
      const seq = int(0, 49) * 2 + (gender === 'male' ? 1 : 0) + int(0, 8) * 100;
      const first17 = `${areaCode}${birth}${String(seq).padStart(3, '0')}`;
      const id = first17 + idCardCheckChar(first17);
      if (!this.ids.has(id)) {
        this.ids.add(id);
        return id;
      }
    }
  }

  phone(): string {
    for (;;) {
      const value = `${this.rng.pick(PREFIXES)}${String(this.rng.int(0, 99_999_999)).padStart(8, '0')}`;
      if (!this.phones.has(value)) {
        this.phones.add(value);
        return value;
      }
    }
  }

  person(areaCode: string): DemoPerson {
    const { pick, next } = this.rng;
    const gender = next() < 0.48 ? 'male' : 'female';
    const given = gender === 'male' ? MALE : FEMALE;
    const name = pick<string>(SURNAMES) + pick<string>(given) + (next() < 0.7 ? pick<string>(given) : '');
    return {
      name,
      gender,
      idCard: this.idCard(areaCode, gender),
      phone: this.phone(),
      education: pick(['junior', 'senior', 'senior', 'vocational', 'college', 'college', 'bachelor'] as const),
      household: next() < 0.4 ? 'rural' : 'urban',
      employment: pick(['unemployed', 'unemployed', 'graduate', 'migrant_worker', 'self_employed', 'veteran'] as const),
    };
  }
}
