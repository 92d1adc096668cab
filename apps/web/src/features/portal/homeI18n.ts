// Strings of the portal home's first load (namespace 'portalHome'): the quick entries only.
import { registerTranslations } from '@/i18n/register';

export const HOME_NS = 'portalHome';

const zhCN = {
  signUp: '培训报名',
  completionTest: '结业测试',
  survey: '问卷调查',
  face: '人脸识别',
  practice: '实训练习',
};

const enUS: typeof zhCN = {
  signUp: 'Training sign-up',
  completionTest: 'Completion test',
  survey: 'Survey',
  face: 'Face recognition',
  practice: 'Practice training',
};

registerTranslations(HOME_NS, zhCN, enUS);
