// The follow-up survey dialog with antd's theme and App (its toasts): the student layout has neither (issue 33).
import { App } from 'antd';
import { AntdProviders } from '@/components/AntdProviders';
import { SurveyDialog } from '@/features/students';

export default function StudentSurvey({ onDone }: { onDone: () => void }) {
  return (
    <AntdProviders>
      <App component={false}>
        <SurveyDialog onDone={onDone} />
      </App>
    </AntdProviders>
  );
}
