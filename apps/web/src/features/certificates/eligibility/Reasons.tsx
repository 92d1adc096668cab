// An eligibility answer for people: a tag (eligible or not) and each reason as a sentence with its numbers.
import type { EligibilityFacts, EligibilityReason } from '@etp/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CERTIFICATES_NS } from '../i18n';

export function ReasonList({ reasons, facts }: { reasons: EligibilityReason[]; facts?: EligibilityFacts }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  return (
    <Space size={[4, 4]} wrap data-testid="eligibility-reasons">
      {reasons.map((r) => (
        <Tag key={r.code} color="orange" data-reason={r.code}>
          {t(`reason.${r.code}`, { done: r.done, required: r.required, total: r.total })}
        </Tag>
      ))}
      {facts?.face_waived && <Tag color="blue">{t('waived', { reason: facts.face_waiver_reason })}</Tag>}
    </Space>
  );
}

export function EligibilityTag({ eligible }: { eligible: boolean }) {
  const { t } = useTranslation(CERTIFICATES_NS);
  return (
    <Tag color={eligible ? 'green' : 'default'} data-testid="eligibility-tag">
      {eligible ? t('eligible') : t('notEligible')}
    </Tag>
  );
}
