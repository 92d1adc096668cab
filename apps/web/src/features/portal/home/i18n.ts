// Strings of the portal home's carousel and sections (namespace 'portalHomeSections'), loaded with their chunk.
import { registerTranslations } from '@/i18n/register';

export const SECTIONS_NS = 'portalHomeSections';

const zhCN = {
  carousel: '轮播图',
  prevSlide: '上一张',
  nextSlide: '下一张',
  goToSlide: '第 {{n}} 张',
  competitionTitle: '创业创新大赛',
  competitionText: '汇聚优秀创业项目，提供展示、交流与资源对接平台。查看赛程、在线报名、查询结果。',
  competitionEnter: '进入大赛',
  competitionResult: '结果查询',
  competitionPhase: { upcoming: '即将开始', registering: '报名中', judging: '评审中', finished: '已结束' },
  competitionUntil: '报名截止 {{date}}',
  empty: '暂无相关内容',
  kind: { training: '培训机构', practical_training: '实训机构' },
};

const enUS: typeof zhCN = {
  carousel: 'Slides',
  prevSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: 'Slide {{n}}',
  competitionTitle: 'Entrepreneurship competition',
  competitionText:
    'Outstanding startup projects meet investors and mentors. See the stages, register online and look up results.',
  competitionEnter: 'Enter',
  competitionResult: 'Results',
  competitionPhase: {
    upcoming: 'Coming soon',
    registering: 'Registration open',
    judging: 'Judging',
    finished: 'Finished',
  },
  competitionUntil: 'registration closes {{date}}',
  empty: 'Nothing here yet',
  kind: { training: 'Training institution', practical_training: 'Practical-training institution' },
};

registerTranslations(SECTIONS_NS, zhCN, enUS);
