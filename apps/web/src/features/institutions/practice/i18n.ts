// Strings of /practiceTraining (创业模拟实训): namespace 'practiceTraining' (the student's exam practice is 'practice').
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  lead: '创业模拟实训',
  intro:
    '创业模拟实训在实训机构的模拟经营环境中进行：学员组成团队，在仿真的市场里完成从项目选择、注册开业到经营决策的全过程，由实训导师点评。实训免费，完成后计入培训学时，符合条件的可申领培训补贴。',
  modulesTitle: '实训内容',
  modules: {
    market: { title: '市场调研', text: '走访目标客户，估算市场容量，找准项目定位' },
    plan: { title: '商业计划', text: '编写创业计划书，测算启动资金与盈亏平衡点' },
    register: { title: '注册开业', text: '模拟办理营业执照、税务登记与银行开户' },
    operate: { title: '模拟经营', text: '在仿真市场中采购、定价、营销，按季度做经营决策' },
    finance: { title: '财务管理', text: '记账、看懂三张报表，管好现金流' },
    pitch: { title: '项目路演', text: '向导师和“投资人”展示项目，获得点评与改进建议' },
  },
  institutionsTitle: '实训机构与开班',
  institutionsHint: '以下为已审核的实训机构及其正在报名或正在进行的班级。',
  noClasses: '暂无开放的班级，可先报名，机构开班时会与您联系。',
  empty: '暂无实训机构',
  seatsLeft: '余 {{count}} 个名额',
  full: '已满员',
  running: '进行中',
  approved: '报名中',
  modes: { online: '线上', offline: '线下', mixed: '线上线下结合' },
  dates: '{{start}} 至 {{end}}',
  phone: '电话',
  signUpTitle: '报名参加实训',
  signUpHint: '选择实训机构所在区县和机构，提交后机构会尽快与您联系。',
};

registerTranslations('practiceTraining', zhCN, {
  lead: 'Entrepreneurship simulation training',
  intro:
    'Simulation training takes place in a practical-training institution’s simulated business environment: trainees form teams and take a project from choosing it and registering the business to running it in a simulated market, with a trainer’s review. It is free, counts toward training hours, and those eligible can claim a training subsidy.',
  modulesTitle: 'What the training covers',
  modules: {
    market: { title: 'Market research', text: 'Talk to target customers, size the market, position the project' },
    plan: { title: 'Business plan', text: 'Write the plan, work out start-up capital and the break-even point' },
    register: { title: 'Registration', text: 'Simulate the business licence, tax registration and bank account' },
    operate: {
      title: 'Simulated operation',
      text: 'Buy, price and market in a simulated market; decide quarter by quarter',
    },
    finance: { title: 'Finance', text: 'Keep the books, read the three statements, manage cash flow' },
    pitch: { title: 'Pitch', text: 'Present the project to trainers and "investors" and get their feedback' },
  },
  institutionsTitle: 'Institutions and classes',
  institutionsHint: 'Approved practical-training institutions and their classes taking sign-ups or running.',
  noClasses: 'No open class yet: sign up and the institution will contact you when one opens.',
  empty: 'No practical-training institution yet',
  seatsLeft: '{{count}} seats left',
  full: 'Full',
  running: 'Running',
  approved: 'Taking sign-ups',
  modes: { online: 'Online', offline: 'On site', mixed: 'Online and on site' },
  dates: '{{start}} to {{end}}',
  phone: 'Phone',
  signUpTitle: 'Sign up for practical training',
  signUpHint: 'Choose the district and the institution; it will contact you soon.',
});
