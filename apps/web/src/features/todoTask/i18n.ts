// Strings of the teacher's to-do page: namespace 'todo'.
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  cards: {
    drafts: '待提交的班级',
    rejected: '被退回待修改',
    starting_soon: '7 天内开班未满半数',
    new_leads: '新报名线索',
    to_verify: '待审核学员',
    homework_to_mark: '待批阅作业',
  },
  open: '去处理',
  leads: '报名线索',
  leadsHint: '本区县居民在“培训报名”提交的报名信息。联系后请标记状态；报名入班请在班级详情中“从报名线索添加”。',
  name: '姓名',
  idCard: '身份证号码',
  phone: '手机号码',
  region: '区县',
  course: '培训意向',
  institution: '意向机构',
  createdAt: '报名时间',
  status: '状态',
  statuses: { new: '新线索', contacted: '已联系', enrolled: '已入班', unreachable: '联系不上' },
  markContacted: '标记已联系',
  markUnreachable: '联系不上',
  saved: '已更新线索状态',
  any: '不限',
};

registerTranslations('todo', zhCN, {
  cards: {
    drafts: 'Drafts to submit',
    rejected: 'Sent back to fix',
    starting_soon: 'Starting within 7 days, under half full',
    new_leads: 'New sign-ups',
    to_verify: 'Students to verify',
    homework_to_mark: 'Homework to mark',
  },
  open: 'Open',
  leads: 'Sign-up leads',
  leadsHint:
    'Residents of the district who signed up for training. Mark each after contacting them; enrol one from a class’s details (“Add from sign-ups”).',
  name: 'Name',
  idCard: 'ID number',
  phone: 'Mobile',
  region: 'District',
  course: 'Training wish',
  institution: 'Preferred institution',
  createdAt: 'Signed up',
  status: 'Status',
  statuses: { new: 'New', contacted: 'Contacted', enrolled: 'Enrolled', unreachable: 'Unreachable' },
  markContacted: 'Mark contacted',
  markUnreachable: 'Unreachable',
  saved: 'Lead status saved',
  any: 'Any',
});
