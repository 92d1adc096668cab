// The learning service page's strings (the default namespace's `learningService`), registered with the page, not
// carried by the first load of the other public pages (issue 33).
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  learningService: {
    resource: '资源中心汇集创业培训教材、政策解读和经营案例，由合作的培训资源平台提供，使用平台账号即可访问。',
    course: '视频课程提供创业培训的线上课程，学员登录后在“学员中心 > 视频课程”按顺序学习，学习时长自动记录。',
    game: '互动游戏以模拟经营的方式练习开店选址、定价和记账，由合作的实训平台提供。',
    contact: '开通或使用中的问题，请拨打服务热线 {{hotline}}。',
    back: '返回首页',
  },
} as const;

const enUS = {
  learningService: {
    resource:
      'The resource centre gathers start-up training materials, policy guides and business cases. It is provided by a partner resource platform and opens with your platform account.',
    course:
      'Video courses are the online start-up training lessons: students sign in and study them in order under "Student centre > Video courses"; study time is recorded.',
    game: 'Interactive games practise choosing a shop site, pricing and bookkeeping as a business simulation, provided by a partner training platform.',
    contact: 'For access or any question, call the service hotline {{hotline}}.',
    back: 'Back to the home page',
  },
};

registerTranslations('translation', zhCN, enUS, 'learningService');
