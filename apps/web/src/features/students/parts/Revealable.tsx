// A masked ID number or phone with an audited "show full" (the full value never reaches a session recording).
import { type EnrolmentRow, RECORD_BLOCK, RECORD_MASK } from '@etp/contracts';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealStudent } from '@/api/classes/revealStudent';
import '../i18n';

export function Revealable({ row, field, masked }: { row: EnrolmentRow; field: 'id_card' | 'phone'; masked: string }) {
  const { t } = useTranslation('students');
  const reveal = useRevealStudent();
  const [value, setValue] = useState<string | null>(null);
  // Neither the full value nor the masked one reaches a session recording.
  if (value)
    return (
      <span {...RECORD_BLOCK} data-testid={`revealed-${field}-${row.id}`}>
        {value}
      </span>
    );
  return (
    <Space size={4} style={{ whiteSpace: 'nowrap' }}>
      <span {...RECORD_MASK}>{masked}</span>
      <Typography.Link
        title={t('revealHint')}
        data-testid={`reveal-${field}-${row.id}`}
        onClick={() =>
          void reveal
            .mutateAsync({ id: row.id, field })
            .then(setValue)
            .catch(() => undefined)
        }
      >
        {t('reveal')}
      </Typography.Link>
    </Space>
  );
}
