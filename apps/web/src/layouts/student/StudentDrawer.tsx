// The phone's drawer of the student layout (antd's Drawer with antd's theme), loaded when it is first opened.
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { AntdProviders } from '@/components/AntdProviders';

export default function StudentDrawer(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <AntdProviders>
      <Drawer
        open={props.open}
        onClose={props.onClose}
        placement="right"
        size={280}
        title={props.title}
        data-testid="student-drawer"
      >
        {props.children}
      </Drawer>
    </AntdProviders>
  );
}
