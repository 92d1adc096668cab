// Back-to-top button: appears after 500 px of scrolling, scrolls up 250 px a frame.
import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { BACK_TO_TOP_STEP_PX, BACK_TO_TOP_THRESHOLD_PX } from '@etp/contracts';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Tooltip title={t('sidePanel.backToTop')} placement="left">
      <button
        type="button"
        className={styles.item}
        data-testid="back-to-top"
        onClick={scrollUp}
        aria-label={t('sidePanel.backToTop')}
      >
        <VerticalAlignTopOutlined />
      </button>
    </Tooltip>
  );
}
