// The follow-up survey's strings (the default namespace's `survey`), registered with the dialog, not carried by the
// first load of every page (issue 33).
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  survey: {
    title: '后续指导服务调查',
    intro: '为了更好地为您提供后续创业指导服务，请填写以下信息',
    isService: '是否需要后续服务',
    isBusiness: '是否已创业',
    workStatus: '就业状态',
    businessDirection: '创业方向',
    businessDirectionOther: '请填写其他创业方向',
    serviceType: '希望获得的服务',
    serviceTypeOther: '请填写其他希望获得的服务',
    otherContent: '其他意见或建议',
    yes: '是',
    no: '否',
    choose: '请选择',
    submit: '提交',
  },
} as const;

const enUS = {
  survey: {
    title: 'Follow-up guidance service survey',
    intro: 'Please fill in the information below so we can offer you follow-up startup guidance.',
    isService: 'Do you need follow-up service?',
    isBusiness: 'Have you started a business?',
    workStatus: 'Work status',
    businessDirection: 'Business direction',
    businessDirectionOther: 'Please fill in the other business direction',
    serviceType: 'Services you would like',
    serviceTypeOther: 'Please fill in the other service you would like',
    otherContent: 'Other comments or suggestions',
    yes: 'Yes',
    no: 'No',
    choose: 'Please choose',
    submit: 'Submit',
  },
};

registerTranslations('translation', zhCN, enUS, 'survey');
