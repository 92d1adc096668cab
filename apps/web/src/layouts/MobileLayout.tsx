// Layout of the phone pages (/mobile/competition/*): a slim title bar and the page.
import { Outlet } from 'react-router';
import { siteTitle, useSite } from '@/stores/site';
import { MOBILE_FRAME_STYLE, MOBILE_HEADER_STYLE } from './mobileFrame';

export default function MobileLayout() {
  const system = useSite((s) => s.system);
  return (
    <div style={MOBILE_FRAME_STYLE}>
      <header style={MOBILE_HEADER_STYLE}>{siteTitle(system)}</header>
      <Outlet />
    </div>
  );
}
