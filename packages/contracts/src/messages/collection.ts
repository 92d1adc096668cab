// Messages of the startup-star collection: the public application, its lookup and the staff's review.

export const zhCN = {
  'collection.kind_required': '请选择申报类型（企业或项目）',
  'collection.entity_name_required': '请填写企业或项目名称',
  'collection.industry_required': '请选择所属行业',
  'collection.region_required': '请选择所在地区',
  'collection.achievements_required': '请填写主要成绩',
  'collection.pitch_required': '请填写项目介绍',
  'collection.duplicate': '您已用此手机号申报过该企业或项目，请勿重复申报；可凭回执编号查询进度',
  'collection.submitted': '申报成功，请保存回执编号',
  'collection.receipt_invalid': '回执编号格式不正确',
  'collection.not_found': '未查询到申报记录，请核对回执编号和手机号',
  'collection.status_invalid': '审核状态不正确',
  'collection.reviewed': '审核结果已保存',
  'collection.outside_scope': '只能审核本辖区的申报',
  'collection.attachment_invalid': '附件已失效或不存在，请重新上传',
  'collection.too_many_attachments': '附件最多 3 个',
} as const;

export const enUS: Record<keyof typeof zhCN, string> = {
  'collection.kind_required': 'Please choose what you apply with (an enterprise or a project).',
  'collection.entity_name_required': 'Please enter the name of the enterprise or project.',
  'collection.industry_required': 'Please choose the industry.',
  'collection.region_required': 'Please choose the region.',
  'collection.achievements_required': 'Please describe the main achievements.',
  'collection.pitch_required': 'Please introduce the project.',
  'collection.duplicate':
    'You have already applied with this phone number for this enterprise or project. Use your receipt number to follow it.',
  'collection.submitted': 'Your application is in. Please keep the receipt number.',
  'collection.receipt_invalid': 'The receipt number is not valid.',
  'collection.not_found': 'No application matches this receipt number and phone number.',
  'collection.status_invalid': 'The review status is not valid.',
  'collection.reviewed': 'The review is saved.',
  'collection.outside_scope': 'You can only review applications of your own region.',
  'collection.attachment_invalid': 'An attachment has expired or does not exist. Please upload it again.',
  'collection.too_many_attachments': 'At most 3 attachments.',
};
