// A class status as a coloured tag.
import type { ClassStatus } from '@etp/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ClassStatus, string> = {
  draft: 'default',
  pending: 'gold',
  rejected: 'red',
  approved: 'blue',
  running: 'green',
  finished: 'purple',
};

export function StatusTag({ status }: { status: ClassStatus }) {
  const { t } = useTranslation('classes');
  return (
    <Tag color={COLORS[status]} data-testid={`class-status-${status}`}>
      {t(`status.${status}`)}
    </Tag>
  );
}
