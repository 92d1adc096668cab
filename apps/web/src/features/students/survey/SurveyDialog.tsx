// The follow-up service survey for students who have not answered; it cannot be dismissed.
import { type Locale, translate } from '@etp/contracts';
import { App, Checkbox, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '@/api/dicts/getDict';
import { RequestError } from '@/api/http';
import { useSubmitSurvey } from '@/api/students/submitSurvey';
import {
  businessDirectionChanged,
  dictOptions,
  type SurveyForm,
  serviceTypeChanged,
  surveyErrors,
} from './surveyRules';
import './surveyI18n';

const otherRequired = (enabled: boolean, text: string) => ({
  validator: (_: unknown, value: string | undefined) =>
    enabled && !value?.trim() ? Promise.reject(new Error(text)) : Promise.resolve(),
});

/** `open`: false once answered; the dialog's App stays mounted so that the server's thanks can still show. */
export function SurveyDialog({ onDone, open = true }: { onDone: () => void; open?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { message } = App.useApp();
  const [form] = Form.useForm<SurveyForm>();
  const [directionOther, setDirectionOther] = useState(false);
  const [typeOther, setTypeOther] = useState(false);
  const submit = useSubmitSurvey();
  const work = useDict('SERVICE_STUDENT_WORK');
  const business = useDict('SERVICE_STUDENT_BUSINESS');
  const types = useDict('SERVICE_STUDENT_TYPE');
  const required = (key: string) => [{ required: true, message: translate(locale, key) }];

  const onValuesChange = (changed: SurveyForm, all: SurveyForm) => {
    if ('business_direction' in changed) {
      const next = businessDirectionChanged(all.business_direction, all.business_direction_content ?? '');
      setDirectionOther(next.enabled);
      form.setFieldValue('business_direction_content', next.content);
    }
    if ('service_type' in changed) {
      const next = serviceTypeChanged(all.service_type ?? [], all.service_type_content ?? '');
      setTypeOther(next.enabled);
      form.setFieldValue('service_type_content', next.content);
    }
  };

  const onOk = async () => {
    const values = form.getFieldsValue(true) as SurveyForm;
    // Field messages show inline; the toast says the form is not complete.
    await form.validateFields().catch(() => undefined);
    if (surveyErrors(values, locale).length > 0) {
      void message.error(translate(locale, 'survey.incomplete'));
      return;
    }
    try {
      const body = await submit.mutateAsync(values as Required<SurveyForm>);
      void message.success(body.msg);
      onDone();
    } catch (error) {
      // The wrapper already showed the server's msg; nothing else to say here.
      if (!(error instanceof RequestError)) void message.error(translate(locale, 'survey.incomplete'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('survey.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      okText={t('survey.submit')}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => void onOk()}
      confirmLoading={submit.isPending}
      width={640}
      data-testid="survey-dialog"
    >
      <Typography.Paragraph type="secondary">{t('survey.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onValuesChange={onValuesChange}>
        <Form.Item name="is_service" label={t('survey.isService')} rules={required('survey.is_service_required')}>
          <Radio.Group
            options={[
              { value: 1, label: t('survey.yes') },
              { value: 0, label: t('survey.no') },
            ]}
          />
        </Form.Item>
        <Form.Item name="is_business" label={t('survey.isBusiness')} rules={required('survey.is_business_required')}>
          <Radio.Group
            options={[
              { value: 1, label: t('survey.yes') },
              { value: 0, label: t('survey.no') },
            ]}
          />
        </Form.Item>
        <Form.Item name="work_status" label={t('survey.workStatus')} rules={required('survey.work_status_required')}>
          <Select placeholder={t('survey.choose')} options={dictOptions(work.data)} />
        </Form.Item>
        <Form.Item
          name="business_direction"
          label={t('survey.businessDirection')}
          rules={required('survey.business_direction_required')}
        >
          <Radio.Group options={dictOptions(business.data)} />
        </Form.Item>
        <Form.Item
          name="business_direction_content"
          rules={[otherRequired(directionOther, translate(locale, 'survey.business_direction_other_required'))]}
        >
          <Input disabled={!directionOther} placeholder={t('survey.businessDirectionOther')} maxLength={500} />
        </Form.Item>
        <Form.Item name="service_type" label={t('survey.serviceType')} rules={required('survey.service_type_required')}>
          <Checkbox.Group options={dictOptions(types.data)} />
        </Form.Item>
        <Form.Item
          name="service_type_content"
          rules={[otherRequired(typeOther, translate(locale, 'survey.service_type_other_required'))]}
        >
          <Input disabled={!typeOther} placeholder={t('survey.serviceTypeOther')} maxLength={500} />
        </Form.Item>
        <Form.Item name="other_content" label={t('survey.otherContent')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
