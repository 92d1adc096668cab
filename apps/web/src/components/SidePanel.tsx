// Floating side panel of the portal: hotlines, scan-to-follow QR, contact popup, back-to-top.
import {
  CustomerServiceOutlined,
  LeftOutlined,
  PhoneOutlined,
  QrcodeOutlined,
  RightOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { MOBILE_BREAKPOINT_PX, POLICY_HOTLINE } from '@etp/contracts';
import { Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryRole, useSession } from '../stores/session';
import { useSite } from '../stores/site';
import { BackToTop } from './BackToTop';
import styles from './SidePanel.module.css';
import { SiteImage } from './SiteImage';

const QR_PREVIEW_PX = 120;

export function SidePanel() {
  const { t } = useTranslation();
  // Phones start with the panel collapsed so it does not cover the page.
  const [expanded, setExpanded] = useState(() => window.innerWidth >= MOBILE_BREAKPOINT_PX);
  const system = useSite((s) => s.system);
  const isTeacher = primaryRole(useSession((s) => s.user)) === 'teacher';
  const contact = isTeacher
    ? { title: t('sidePanel.teacherContact'), image: system?.teachimg ?? '', phone: system?.teachphone ?? '' }
    : { title: t('sidePanel.serviceContact'), image: system?.serviceimg ?? '', phone: system?.servicephone ?? '' };

  const hotlines = [
    { key: 'policy', icon: <PhoneOutlined />, label: t('sidePanel.policy'), value: POLICY_HOTLINE },
    {
      key: 'technical',
      icon: <ToolOutlined />,
      label: t('sidePanel.technical'),
      value: system?.technical_hotline ?? '',
    },
    {
      key: 'business',
      icon: <CustomerServiceOutlined />,
      label: t('sidePanel.business'),
      value: system?.business_hotline ?? '',
    },
  ];

  return (
    <aside className={styles.panel} data-testid="side-panel" data-state={expanded ? 'expanded' : 'collapsed'}>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setExpanded(!expanded)}
        aria-label={expanded ? t('sidePanel.collapse') : t('sidePanel.expand')}
      >
        {expanded ? <RightOutlined /> : <LeftOutlined />}
      </button>
      {expanded && (
        <>
          {hotlines.map((line) => (
            <div key={line.key} className={styles.item}>
              {line.icon}
              <span className={styles.label}>{line.label}</span>
              <span className={styles.value}>{line.value}</span>
            </div>
          ))}
          <Popover
            placement="left"
            content={
              <div className={styles.popup}>
                <SiteImage src={system?.follow_qr ?? ''} alt={t('sidePanel.follow')} size={QR_PREVIEW_PX} />
                <strong>{contact.title}</strong>
                <SiteImage src={contact.image} alt={contact.title} size={QR_PREVIEW_PX} />
                <span>{contact.phone}</span>
              </div>
            }
          >
            <div className={styles.item} data-testid="side-panel-follow">
              <QrcodeOutlined />
              <span className={styles.label}>{t('sidePanel.follow')}</span>
            </div>
          </Popover>
        </>
      )}
      <BackToTop />
    </aside>
  );
}
