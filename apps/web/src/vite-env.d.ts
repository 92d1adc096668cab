/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_DEV?: string;
  readonly VITE_API_BASE_TEST?: string;
  readonly VITE_API_BASE_PRE?: string;
  readonly VITE_API_BASE_PRO?: string;
  /** The build's id in error reports' release (vite.config.ts stamps it). */
  readonly VITE_BUILD_ID?: string;
}
