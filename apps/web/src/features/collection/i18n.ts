// Strings of the startup-star collection's review (view 'collection/list'), namespace 'collectionAdmin'.
import { registerTranslations } from '@/i18n/register';
import { INDUSTRIES_EN, INDUSTRIES_ZH } from '@/utils/collectionIndustries';

export const COLLECTION_ADMIN_NS = 'collectionAdmin';

const zhCN = {
  keyword: '名称、申报人或回执编号',
  search: '查询',
  receiptNo: '回执编号',
  applicant: '申报人',
  phone: '手机号',
  kind: '类型',
  kinds: { enterprise: '企业', project: '项目' },
  entityName: '企业/项目名称',
  industry: '行业',
  industries: INDUSTRIES_ZH,
  region: '地区',
  status: '状态',
  statuses: { received: '已接收', reviewing: '审核中', selected: '入选', rejected: '未入选' },
  submittedAt: '申报时间',
  actions: '操作',
  review: '审核',
  reviewTitle: '审核申报：{{name}}',
  achievements: '主要成绩',
  pitch: '项目介绍',
  attachments: '附件',
  note: '审核意见',
  notePlaceholder: '可填写入选理由或改进建议，申报人查询时可以看到',
  reviewer: '审核人',
  reviewedAt: '审核时间',
  empty: '暂无申报',
  saved: '审核结果已保存',
};

const enUS: typeof zhCN = {
  keyword: 'Name, applicant or receipt number',
  search: 'Search',
  receiptNo: 'Receipt',
  applicant: 'Applicant',
  phone: 'Phone',
  kind: 'Kind',
  kinds: { enterprise: 'Enterprise', project: 'Project' },
  entityName: 'Enterprise / project',
  industry: 'Industry',
  industries: INDUSTRIES_EN,
  region: 'Region',
  status: 'Status',
  statuses: { received: 'Received', reviewing: 'Under review', selected: 'Selected', rejected: 'Not selected' },
  submittedAt: 'Submitted',
  actions: 'Actions',
  review: 'Review',
  reviewTitle: 'Review: {{name}}',
  achievements: 'Achievements',
  pitch: 'About the project',
  attachments: 'Attachments',
  note: 'Review note',
  notePlaceholder: 'Why it was selected or what to improve; the applicant sees it in the lookup',
  reviewer: 'Reviewer',
  reviewedAt: 'Reviewed',
  empty: 'No applications yet',
  saved: 'The review is saved',
};

registerTranslations(COLLECTION_ADMIN_NS, zhCN, enUS);
