// The teacher's to-do card of the follow-up service: students within 6 months of their class end without a contact
// this month; it opens the follow-up tab of 'settlement/claim'. Shown to teachers only (the view is theirs).
import { Card, Col, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFollowupTodo } from '@/api/settlement/followups';
import { primaryRole, useSession } from '@/stores/session';
import { SETTLEMENT_NS } from './i18n';

const COLOR = '#52c41a';

function Counted() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const todo = useFollowupTodo();
  return (
    <Col flex="1 1 180px">
      <Link to="/settlement/claim#followup" data-testid="todo-followup">
        <Card hoverable size="small" style={{ borderTop: `3px solid ${COLOR}` }}>
          <Statistic title={t('todo')} value={todo.data?.length ?? 0} valueStyle={{ color: COLOR }} />
          <span style={{ fontSize: 12, color: '#8c8c8c' }}>{t('open')} ›</span>
        </Card>
      </Link>
    </Col>
  );
}

export function FollowupTodoCard() {
  const teacher = primaryRole(useSession((s) => s.user)) === 'teacher';
  return teacher ? <Counted /> : null;
}
