// Switches the UI language between zh-CN and en-US (remembered in a cookie). A plain button:
// two languages need no select, and the sign-in page stays free of the component library.
// Its accessible name is the language it offers, as shown (WCAG 2.5.3: a voice user says what they see), in that
// language; the title says what the button is for.
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
      data-testid="language-switch"
      onClick={() => void setLanguage(english ? 'zh-CN' : 'en-US')}
    >
      <span aria-hidden="true">文A</span> {english ? <span lang="zh-CN">中文</span> : <span lang="en">EN</span>}
    </button>
  );
}
