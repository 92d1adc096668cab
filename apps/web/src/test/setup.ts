// Test setup: DOM matchers and the browser APIs jsdom lacks but antd uses.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import i18n, { initI18n, loadLanguage } from '@/i18n';

// Both languages: tests switch with i18n.changeLanguage directly. The files of a worker share one document
// (vitest.config.ts: isolate false), so each starts from a clean slate: Chinese, no cookies, empty storage.
// Each file imports the app's modules afresh (so its vi.mock calls hold and no module state leaks between files).
vi.resetModules();
await initI18n();
await loadLanguage('en-US');
for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
localStorage.clear();
sessionStorage.clear();
await i18n.changeLanguage('zh-CN');
document.documentElement.lang = 'zh-CN';

afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
