// Strings of the startup-star collection page (/collection), registered as 'collectionPortal' when it loads.

import { registerTranslations } from '@/i18n/register';
import { INDUSTRIES_EN, INDUSTRIES_ZH } from '@/utils/collectionIndustries';

export const COLLECTION_PORTAL_NS = 'collectionPortal';

const zhCN = {
  intro:
    '“创业之星”线上征集面向在本省创业的个人和企业。请如实填写申报信息，提交后会得到回执编号，凭回执编号和手机号可查询审核进度。',
  applyTitle: '在线申报',
  applicantName: '申报人姓名',
  phone: '手机号',
  kind: '申报类型',
  kinds: { enterprise: '企业', project: '项目' },
  entityName: '企业或项目名称',
  industry: '所属行业',
  industries: INDUSTRIES_ZH,
  city: '所在城市',
  district: '所在区县',
  districtOptional: '所在区县（可不选）',
  achievements: '主要成绩',
  achievementsHint: '获奖、营收、带动就业等情况',
  pitch: '项目介绍',
  pitchHint: '做什么、为谁解决什么问题、发展计划',
  attachments: '附件（可选）',
  attachmentsHint: '商业计划书、获奖证书等，PDF、Word、Excel 或图片，最多 3 个，每个不超过 20 MB（图片 5 MB）',
  uploading: '正在上传…',
  removeFile: '删除',
  submit: '提交申报',
  done: '申报成功！您的回执编号是 {{receipt}}，请截图或记下，用于查询进度。',
  lookupTitle: '进度查询',
  receiptNo: '回执编号',
  lookup: '查询',
  statuses: { received: '已接收', reviewing: '审核中', selected: '入选', rejected: '未入选' },
  result: '{{entity}}（申报人 {{name}}）：{{status}}',
  note: '审核意见：{{note}}',
  submittedAt: '申报时间：{{time}}',
};

const enUS: typeof zhCN = {
  intro:
    'The Startup Star online collection is open to people and enterprises starting a business in the province. Fill in the application truthfully; you get a receipt number to follow the review with your phone number.',
  applyTitle: 'Apply online',
  applicantName: 'Applicant name',
  phone: 'Mobile phone',
  kind: 'Applying with',
  kinds: { enterprise: 'An enterprise', project: 'A project' },
  entityName: 'Enterprise or project name',
  industry: 'Industry',
  industries: INDUSTRIES_EN,
  city: 'City',
  district: 'District',
  districtOptional: 'District (optional)',
  achievements: 'Main achievements',
  achievementsHint: 'Awards, revenue, jobs created',
  pitch: 'About the project',
  pitchHint: 'What it does, for whom, and the plan ahead',
  attachments: 'Attachments (optional)',
  attachmentsHint:
    'Business plan, award certificates: PDF, Word, Excel or pictures; up to 3, 20 MB each (pictures 5 MB)',
  uploading: 'Uploading…',
  removeFile: 'Remove',
  submit: 'Send application',
  done: 'Your application is in. Your receipt number is {{receipt}}; keep it to follow the review.',
  lookupTitle: 'Follow your application',
  receiptNo: 'Receipt number',
  lookup: 'Look up',
  statuses: { received: 'Received', reviewing: 'Under review', selected: 'Selected', rejected: 'Not selected' },
  result: '{{entity}} (applicant {{name}}): {{status}}',
  note: 'Review note: {{note}}',
  submittedAt: 'Submitted: {{time}}',
};

registerTranslations(COLLECTION_PORTAL_NS, zhCN, enUS);
