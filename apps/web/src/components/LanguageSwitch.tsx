// Switches the UI language between zh-CN and en-US (remembered in a cookie).
import { TranslationOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@etp/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n';

const LABELS: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      size={size}
      aria-label={t('app.language')}
      data-testid="language-switch"
      value={i18n.language as Locale}
      onChange={(value: Locale) => setLanguage(value)}
      suffixIcon={<TranslationOutlined />}
      options={LOCALES.map((locale) => ({ value: locale, label: LABELS[locale] }))}
      style={{ width: 110 }}
    />
  );
}
