// A cell of a table-like row list: on phones, where the header row is hidden, its label shows before the value.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_NS } from '../i18n';
import styles from './portal.module.css';

export function RowCell({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <span>
      <span className={styles.rowLabel}>
        {label}
        {t('colon')}
      </span>
      {children}
    </span>
  );
}
