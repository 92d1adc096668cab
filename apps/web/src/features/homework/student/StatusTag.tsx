// Where a student's answer stands, as a coloured tag (and "late" beside it).
import type { SubmissionStatus } from '@etp/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SubmissionStatus | 'none', string> = {
  none: 'default',
  draft: 'blue',
  submitted: 'gold',
  returned: 'red',
  marked: 'green',
};

export function AnswerStatus({ status, late }: { status: SubmissionStatus | null; late: boolean }) {
  const { t } = useTranslation('studentHomework');
  const key = status ?? 'none';
  return (
    <span>
      <Tag color={COLORS[key]} data-testid="homework-status">
        {t(`statuses.${key}`)}
      </Tag>
      {late && <Tag color="orange">{t('late')}</Tag>}
    </span>
  );
}
