// Dictionaries of the follow-up service survey; business direction 6 and service type 8 are "other".
import { SURVEY_OTHER_BUSINESS_DIRECTION, SURVEY_OTHER_SERVICE_TYPE } from '@etp/contracts';
import type { Db } from '../../client.ts';
import { dictItems, dictTypes } from '../../schema/index.ts';

interface DictSeed {
  code: string;
  name: string;
  remark: string;
  /** Labels in order; an entry's value is its position + 1. */
  labels: string[];
}

export const DICT_SEEDS: DictSeed[] = [
  {
    code: 'SERVICE_STUDENT_WORK',
    name: '就业状态',
    remark: '跟踪服务调查：学员结业后的就业状态',
    labels: ['自主创业', '受雇就业', '灵活就业', '待业', '在校学生', '其他'],
  },
  {
    code: 'SERVICE_STUDENT_BUSINESS',
    name: '创业方向',
    remark: `跟踪服务调查：创业方向，${SURVEY_OTHER_BUSINESS_DIRECTION} 为其他（需填写说明）`,
    labels: ['批发零售', '住宿餐饮', '农林牧渔', '电子商务与信息技术', '居民生活服务', '其他'],
  },
  {
    code: 'SERVICE_STUDENT_TYPE',
    name: '希望获得的服务',
    remark: `跟踪服务调查：希望获得的服务（多选），${SURVEY_OTHER_SERVICE_TYPE} 为其他（需填写说明）`,
    labels: ['创业担保贷款', '场地支持', '政策咨询', '创业指导', '技能培训', '财税服务', '法律服务', '其他'],
  },
];

export async function seedDicts(db: Db): Promise<void> {
  await db
    .insert(dictTypes)
    .values(DICT_SEEDS.map(({ code, name, remark }) => ({ code, name, remark })))
    .onConflictDoNothing();
  await db
    .insert(dictItems)
    .values(
      DICT_SEEDS.flatMap(({ code, labels }) =>
        labels.map((label, i) => ({ code, value: i + 1, label, orderNum: i + 1 })),
      ),
    )
    .onConflictDoNothing();
}
