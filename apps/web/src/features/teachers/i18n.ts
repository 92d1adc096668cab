// Strings of the teacher's personal centre: namespace 'teacher'.
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  profile: '个人资料',
  name: '姓名',
  username: '账号',
  phone: '手机号码',
  institution: '所属机构',
  region: '所属区县',
  intro: '个人简介',
  avatar: '头像',
  save: '保存',
  saved: '已保存',
  phoneInvalid: '请输入 11 位手机号码',
  stats: {
    classes: '班级总数',
    running_classes: '开班中',
    students: '学员总数',
    to_verify: '待审核学员',
    pending_surveys: '待回访问卷',
  },
};

registerTranslations('teacher', zhCN, {
  profile: 'Profile',
  name: 'Name',
  username: 'Account',
  phone: 'Mobile',
  institution: 'Institution',
  region: 'District',
  intro: 'Introduction',
  avatar: 'Avatar',
  save: 'Save',
  saved: 'Saved',
  phoneInvalid: 'Please enter an 11-digit mobile number.',
  stats: {
    classes: 'Classes',
    running_classes: 'Running',
    students: 'Students',
    to_verify: 'To verify',
    pending_surveys: 'Surveys pending',
  },
});
