// Layout of the phone pages (/mobile/competition/*): a slim title bar and the page.
import { Outlet } from 'react-router';
import { siteTitle, useSite } from '@/stores/site';

export default function MobileLayout() {
  const system = useSite((s) => s.system);
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', minHeight: '100vh', background: '#fff' }}>
      <header style={{ padding: '12px 16px', background: '#0958d9', color: '#fff', fontWeight: 600 }}>
        {siteTitle(system)}
      </header>
      <Outlet />
    </div>
  );
}
