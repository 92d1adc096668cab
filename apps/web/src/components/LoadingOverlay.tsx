// Full-page loading overlay driven by the request wrapper's running calls.
import { Spin } from 'antd';
import { useLoading } from '../stores/loading';

export function LoadingOverlay() {
  const visible = useLoading((s) => s.visible);
  return <Spin spinning={visible} fullscreen />;
}
