// The follow-up survey dialog with antd's theme and App (its toasts): the student layout has neither (issue 33). It
// stays mounted after the answer (closed), or the App's toast holder would go with it before the thanks showed.
import { App } from 'antd';
import { AntdProviders } from '@/components/AntdProviders';
import { SurveyDialog } from '@/features/students';

export default function StudentSurvey({ onDone, open }: { onDone: () => void; open: boolean }) {
  return (
    <AntdProviders>
      <App component={false}>
        <SurveyDialog onDone={onDone} open={open} />
      </App>
    </AntdProviders>
  );
}
