// Switches the UI language between zh-CN and en-US (remembered in a cookie). A plain button:
// two languages need no select, and the sign-in page stays free of the component library.
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/i18n';
import styles from './LanguageSwitch.module.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return (
    <button
      type="button"
      className={styles.switch}
      title={t('app.language')}
      aria-label={t('app.language')}
      data-testid="language-switch"
      onClick={() => void setLanguage(english ? 'zh-CN' : 'en-US')}
    >
      <span aria-hidden="true">文A</span> {english ? '中文' : 'EN'}
    </button>
  );
}
