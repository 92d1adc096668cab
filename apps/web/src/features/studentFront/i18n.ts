// Strings of the student's personal centre and manual pages: namespace 'studentFront'.
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  info: {
    profile: '个人信息',
    name: '姓名',
    account: '账号',
    institution: '培训机构',
    className: '所在班级',
    course: '培训课程',
    verified: '已认证',
    unverified: '未认证',
    identity: '实名认证',
    face: '人脸照片',
    faceRegistered: '已登记',
    faceMissing: '未登记',
    facePaused: '人脸核验失败次数过多，学习已暂停，请联系班主任。',
    registerFace: '登记人脸照片',
    survey: '跟踪服务问卷',
    surveyDone: '已填写',
    surveyOpen: '未填写（登录后将提示填写）',
    none: '暂无',
  },
  manual: { empty: '暂无操作手册', attachments: '附件' },
};

registerTranslations('studentFront', zhCN, {
  info: {
    profile: 'Profile',
    name: 'Name',
    account: 'Account',
    institution: 'Training institution',
    className: 'Class',
    course: 'Course',
    verified: 'Verified',
    unverified: 'Not verified',
    identity: 'Identity check',
    face: 'Face photo',
    faceRegistered: 'Registered',
    faceMissing: 'Not registered',
    facePaused: 'Too many failed face checks: study is paused. Please contact your class teacher.',
    registerFace: 'Register face photo',
    survey: 'Follow-up survey',
    surveyDone: 'Answered',
    surveyOpen: 'Not answered (you will be asked after signing in)',
    none: 'None',
  },
  manual: { empty: 'No manual yet', attachments: 'Attachments' },
});
