// Annual-report entry for province, city, area, teacher and trainer: a dialog with a QR code.
import { QrcodeOutlined } from '@ant-design/icons';
import { ANNUAL_REPORT_ROLES, QR_CODE_SIZE_PX } from '@etp/contracts';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/QrCode';
import { primaryRole, useSession } from '@/stores/session';
import { annualReportLink } from '@/utils/env';
import styles from './Navbar.module.css';
import './navbarI18n';

export function AnnualReport() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const role = primaryRole(useSession((s) => s.user));
  const secret = useSession((s) => s.secret);
  if (!role || !(ANNUAL_REPORT_ROLES as readonly string[]).includes(role)) return null;
  const link = annualReportLink(window.location.hostname, secret, window.location.origin);
  return (
    <>
      <Button
        type="text"
        icon={<QrcodeOutlined />}
        onClick={() => setOpen(true)}
        data-testid="annual-report"
        aria-label={t('navbar.annualReport')}
      >
        <span className={styles.label}>{t('navbar.annualReport')}</span>
      </Button>
      <Modal
        title={t('navbar.annualReport')}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={300}
        centered
      >
        <div style={{ display: 'grid', justifyItems: 'center', gap: 8 }} data-testid="annual-report-qr">
          {open && <QrCode value={link} size={QR_CODE_SIZE_PX} alt={t('navbar.annualReport')} />}
          <Typography.Text type="secondary">{t('navbar.annualReportTip')}</Typography.Text>
        </div>
      </Modal>
    </>
  );
}
