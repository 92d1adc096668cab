// The student pages other than the study page: antd's theme and App (toasts and dialogs through App.useApp) around
// them. The student layout itself loads no antd, so the study page, where a student lands, does not either (issue 33).
import { App } from 'antd';
import { Outlet } from 'react-router';
import { AntdProviders } from '@/components/AntdProviders';

export default function StudentAntdShell() {
  return (
    <AntdProviders>
      <App>
        <Outlet />
      </App>
    </AntdProviders>
  );
}
