// The teacher's to-do card of the follow-up service: students within 6 months of their class end without a contact
// this month; it opens the follow-up tab of 'settlement/claim'. Shown to teachers only (the view is theirs).
import { useTranslation } from 'react-i18next';
import { useFollowupTodo } from '@/api/settlement/followups';
import { CountCard } from '@/components/admin/CountCard';
import { primaryRole, useSession } from '@/stores/session';
import { SETTLEMENT_NS } from './i18n';

const COLOR = '#52c41a';

function Counted() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const todo = useFollowupTodo();
  return (
    <CountCard
      to="/settlement/claim#followup"
      testId="todo-followup"
      title={t('todo')}
      value={todo.data?.length ?? 0}
      color={COLOR}
      open={t('open')}
    />
  );
}

export function FollowupTodoCard() {
  const teacher = primaryRole(useSession((s) => s.user)) === 'teacher';
  return teacher ? <Counted /> : null;
}
