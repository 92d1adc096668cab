// Dictionaries of the follow-up service survey; business direction 6 and service type 8 are "other".
import { SURVEY_OTHER_BUSINESS_DIRECTION, SURVEY_OTHER_SERVICE_TYPE } from '@etp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { dictItems, dictTypes } from '../../schema/index.ts';

interface DictSeed {
  code: string;
  name: string;
  nameEn: string;
  remark: string;
  /** Labels in order; an entry's value is its position + 1. */
  labels: string[];
  /** The same labels in English. */
  labelsEn: string[];
}

export const DICT_SEEDS: DictSeed[] = [
  {
    code: 'SERVICE_STUDENT_WORK',
    name: '就业状态',
    nameEn: 'Employment status',
    remark: '跟踪服务调查：学员结业后的就业状态',
    labels: ['自主创业', '受雇就业', '灵活就业', '待业', '在校学生', '其他'],
    labelsEn: ['Self-employed', 'Employed', 'Flexible employment', 'Unemployed', 'Student', 'Other'],
  },
  {
    code: 'SERVICE_STUDENT_BUSINESS',
    name: '创业方向',
    nameEn: 'Business direction',
    remark: `跟踪服务调查：创业方向，${SURVEY_OTHER_BUSINESS_DIRECTION} 为其他（需填写说明）`,
    labels: ['批发零售', '住宿餐饮', '农林牧渔', '电子商务与信息技术', '居民生活服务', '其他'],
    labelsEn: [
      'Wholesale and retail',
      'Accommodation and catering',
      'Agriculture, forestry and fishery',
      'E-commerce and IT',
      'Household services',
      'Other',
    ],
  },
  {
    code: 'SERVICE_STUDENT_TYPE',
    name: '希望获得的服务',
    nameEn: 'Services wanted',
    remark: `跟踪服务调查：希望获得的服务（多选），${SURVEY_OTHER_SERVICE_TYPE} 为其他（需填写说明）`,
    labels: ['创业担保贷款', '场地支持', '政策咨询', '创业指导', '技能培训', '财税服务', '法律服务', '其他'],
    labelsEn: [
      'Start-up guaranteed loan',
      'Premises',
      'Policy advice',
      'Start-up coaching',
      'Skills training',
      'Tax and accounting',
      'Legal services',
      'Other',
    ],
  },
];

export async function seedDicts(db: Db): Promise<void> {
  await db
    .insert(dictTypes)
    .values(DICT_SEEDS.map(({ code, name, nameEn, remark }) => ({ code, name, nameEn, remark })))
    .onConflictDoNothing();
  await db
    .insert(dictItems)
    .values(
      DICT_SEEDS.flatMap(({ code, labels, labelsEn }) =>
        labels.map((label, i) => ({ code, value: i + 1, label, labelEn: labelsEn[i] ?? '', orderNum: i + 1 })),
      ),
    )
    .onConflictDoNothing();
  // Databases made before dictionaries had English labels get them where a label is still the seeded one.
  for (const { code, nameEn, labels, labelsEn } of DICT_SEEDS) {
    await db
      .update(dictTypes)
      .set({ nameEn })
      .where(and(eq(dictTypes.code, code), eq(dictTypes.nameEn, '')));
    for (const [i, label] of labels.entries()) {
      await db
        .update(dictItems)
        .set({ labelEn: labelsEn[i] ?? '' })
        .where(
          and(
            eq(dictItems.code, code),
            eq(dictItems.value, i + 1),
            eq(dictItems.label, label),
            eq(dictItems.labelEn, ''),
          ),
        );
    }
  }
}
