// Back-to-top button: appears after 500 px of scrolling, scrolls up 250 px a frame.
import { BACK_TO_TOP_STEP_PX, BACK_TO_TOP_THRESHOLD_PX } from '@etp/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from './Hint';
import { LineIcon } from './LineIcon';
import styles from './SidePanel.module.css';

export function scrollUpStep(current: number) {
  return Math.max(0, current - BACK_TO_TOP_STEP_PX);
}

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  const scrollUp = () => {
    const next = scrollUpStep(window.scrollY);
    window.scrollTo(0, next);
    if (next > 0) requestAnimationFrame(scrollUp);
  };
  return (
    <Hint content={t('sidePanel.backToTop')}>
      <button
        type="button"
        className={styles.item}
        data-testid="back-to-top"
        onClick={scrollUp}
        aria-label={t('sidePanel.backToTop')}
      >
        <LineIcon name="top" />
      </button>
    </Hint>
  );
}
