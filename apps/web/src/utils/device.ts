// Desktop or mobile by window width, kept up to date on resize.
import { deviceForWidth, useApp } from '@/stores/app';

export function trackDevice() {
  const update = () => {
    const device = deviceForWidth(window.innerWidth);
    const app = useApp.getState();
    if (device !== app.device) app.setDevice(device);
    // Mobile mode starts with the menu closed.
    if (device === 'mobile' && app.sidebarOpened) useApp.setState({ sidebarOpened: false });
  };
  update();
  window.addEventListener('resize', update);
}
