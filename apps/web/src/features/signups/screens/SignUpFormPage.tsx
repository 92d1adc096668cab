// /szbSignUpForm: the public training sign-up form; it becomes a lead for the institutions of the chosen district.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { SignUpForm } from '../SignUpForm';

export default function SignUpFormPage() {
  const { t } = useTranslation('signUp');
  return (
    <PageFrame titleKey="route.szbSignUpForm">
      <p style={{ margin: '0 0 16px', color: '#595959', lineHeight: 1.7 }}>{t('intro')}</p>
      <SignUpForm draftKey="szb-sign-up" />
    </PageFrame>
  );
}
