// Enrol one person into a class: the real-name fields and the consent; answers the new account's initial password.
import {
  checkIdCard,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  type EnrolmentInput,
  type EnrolmentResult,
  HOUSEHOLD_TYPES,
  idCardBirthDate,
  idCardGender,
  normalizeIdCard,
  STUDENT_GENDERS,
} from '@etp/contracts';
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnrolStudent } from '@/api/classes/enrolStudent';
import { FormModal } from '@/components/admin/FormDialogs';
import { useFormDialog } from '@/components/admin/useFormDialog';

type Values = EnrolmentInput;

export function useEnrolDialog(classId: number | null, onEnrolled: (result: EnrolmentResult) => void) {
  const enrol = useEnrolStudent();
  return useFormDialog<never, Values>({
    initialValues: { household: 'urban', employment: 'unemployed', education: 'senior' },
    save: async (values) => {
      const result = await enrol.mutateAsync({ ...values, classId: classId ?? 0 });
      onEnrolled(result);
      return result;
    },
    fieldErrors: {
      known: ['name', 'id_card', 'phone', 'gender', 'education', 'household', 'employment', 'consent'],
      fallback: { 409: 'id_card' },
    },
  });
}

export function EnrolModal({ dialog }: { dialog: ReturnType<typeof useEnrolDialog> }) {
  const { t } = useTranslation('classes');
  const options = (values: readonly string[], group: string) =>
    values.map((v) => ({ value: v, label: t(`${group}.${v}`) }));
  return (
    <FormModal dialog={dialog} title={t('enrol')} submitTestId="enrol-save" formTestId="enrol-form">
      <Form.Item
        name="name"
        label={t('studentName')}
        rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
      >
        <Input maxLength={30} data-testid="enrol-name" />
      </Form.Item>
      <IdCardField />
      <Form.Item name="phone" label={t('phone')} rules={[{ required: true, message: t('phoneRequired') }]}>
        <Input maxLength={11} inputMode="tel" data-testid="enrol-phone" />
      </Form.Item>
      <Form.Item
        name="gender"
        label={t('gender')}
        extra={t('genderFromIdCard')}
        rules={[{ required: true, message: t('genderRequired') }]}
      >
        <Select options={options(STUDENT_GENDERS, 'genders')} data-testid="enrol-gender" />
      </Form.Item>
      <Form.Item name="education" label={t('education')} rules={[{ required: true, message: t('educationRequired') }]}>
        <Select options={options(EDUCATION_LEVELS, 'educations')} />
      </Form.Item>
      <Form.Item name="household" label={t('household')} rules={[{ required: true, message: t('householdRequired') }]}>
        <Select options={options(HOUSEHOLD_TYPES, 'households')} />
      </Form.Item>
      <Form.Item
        name="employment"
        label={t('employment')}
        rules={[{ required: true, message: t('employmentRequired') }]}
      >
        <Select options={options(EMPLOYMENT_STATUSES, 'employments')} />
      </Form.Item>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('consentRequired')))) }]}
      >
        <Checkbox data-testid="enrol-consent">{t('consent')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}

/** The ID number; once it is whole and right, the gender is filled in from it and the birth date it holds is shown. */
function IdCardField() {
  const { t } = useTranslation('classes');
  const form = Form.useFormInstance<Values>();
  const value = normalizeIdCard(Form.useWatch('id_card', form) ?? '');
  const birth = checkIdCard(value) === null ? idCardBirthDate(value) : null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <Form.Item
      name="id_card"
      label={t('idCard')}
      rules={[{ required: true, message: t('idCardRequired') }]}
      extra={
        birth ? (
          <span data-testid="enrol-birth">
            {t('birthFromIdCard', { date: `${birth.year}-${pad(birth.month)}-${pad(birth.day)}` })}
          </span>
        ) : undefined
      }
    >
      <Input
        maxLength={18}
        autoComplete="off"
        data-testid="enrol-id-card"
        onChange={(event) => {
          const typed = normalizeIdCard(event.target.value);
          const gender = checkIdCard(typed) === null ? idCardGender(typed) : null;
          if (gender) form.setFieldValue('gender', gender);
        }}
      />
    </Form.Item>
  );
}
