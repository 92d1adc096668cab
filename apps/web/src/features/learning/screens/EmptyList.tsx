// What antd's List shows when it has no rows (its simple empty picture): the study page's timetable loads it only
// when there is no session (the page itself loads no antd, issue 33).
import { Empty } from 'antd';
import { AntdProviders } from '@/components/AntdProviders';
import light from '@/components/light/Light.module.css';

export default function EmptyList() {
  return (
    <AntdProviders>
      <div className={light.emptyList}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      </div>
    </AntdProviders>
  );
}
