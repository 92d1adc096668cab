// Official division codes (GB/T 2260) of Shandong province: all 16 cities and every district/county of six of them.
import type { Db } from '../../client.ts';
import { regions } from '../../schema/index.ts';

export const PROVINCE = { code: '370000', name: '山东省' } as const;

const CITIES = `
370100 济南市 | 370200 青岛市 | 370300 淄博市 | 370400 枣庄市 | 370500 东营市 | 370600 烟台市
370700 潍坊市 | 370800 济宁市 | 370900 泰安市 | 371000 威海市 | 371100 日照市 | 371300 临沂市
371400 德州市 | 371500 聊城市 | 371600 滨州市 | 371700 菏泽市`;

/** Districts and counties by city (Laiwu joined Jinan in 2019, Penglai and Changdao became Yantai's Penglai district in 2020). */
const AREAS: Record<string, string> = {
  '370100': `370102 历下区 | 370103 市中区 | 370104 槐荫区 | 370105 天桥区 | 370112 历城区 | 370113 长清区
    370114 章丘区 | 370115 济阳区 | 370116 莱芜区 | 370117 钢城区 | 370124 平阴县 | 370126 商河县`,
  '370200': `370202 市南区 | 370203 市北区 | 370211 黄岛区 | 370212 崂山区 | 370213 李沧区 | 370214 城阳区
    370215 即墨区 | 370281 胶州市 | 370283 平度市 | 370285 莱西市`,
  '370300': `370302 淄川区 | 370303 张店区 | 370304 博山区 | 370305 临淄区 | 370306 周村区 | 370321 桓台县
    370322 高青县 | 370323 沂源县`,
  '370600': `370602 芝罘区 | 370611 福山区 | 370612 牟平区 | 370613 莱山区 | 370614 蓬莱区 | 370681 龙口市
    370682 莱阳市 | 370683 莱州市 | 370685 招远市 | 370686 栖霞市 | 370687 海阳市`,
  '370700': `370702 潍城区 | 370703 寒亭区 | 370704 坊子区 | 370705 奎文区 | 370724 临朐县 | 370725 昌乐县
    370781 青州市 | 370782 诸城市 | 370783 寿光市 | 370784 安丘市 | 370785 高密市 | 370786 昌邑市`,
  '371000': '371002 环翠区 | 371003 文登区 | 371082 荣成市 | 371083 乳山市',
};

function parse(list: string): { code: string; name: string }[] {
  return list
    .split(/[|\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [code = '', name = ''] = entry.split(/\s+/);
      return { code, name };
    });
}

export function regionRows(): (typeof regions.$inferInsert)[] {
  const cities = parse(CITIES).map((c) => ({ ...c, level: 'city' as const, parentCode: PROVINCE.code }));
  const areas = Object.entries(AREAS).flatMap(([parentCode, list]) =>
    parse(list).map((a) => ({ ...a, level: 'area' as const, parentCode })),
  );
  return [{ ...PROVINCE, level: 'province', parentCode: null }, ...cities, ...areas];
}

export async function seedRegions(db: Db): Promise<void> {
  // Parents come first in the list, so one insert satisfies the self-reference.
  await db.insert(regions).values(regionRows()).onConflictDoNothing();
}
