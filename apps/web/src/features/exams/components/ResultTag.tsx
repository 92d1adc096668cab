// Pass, fail or awaiting marking.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function ResultTag({ passed }: { passed: number | null }) {
  const { t } = useTranslation('exams');
  if (passed === null) return <Tag color="processing">{t('pending')}</Tag>;
  return passed ? <Tag color="success">{t('passed')}</Tag> : <Tag color="error">{t('failed')}</Tag>;
}
