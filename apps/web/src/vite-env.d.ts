/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_DEV?: string;
  readonly VITE_API_BASE_TEST?: string;
  readonly VITE_API_BASE_PRE?: string;
  readonly VITE_API_BASE_PRO?: string;
  /** The build's id in error reports' release (vite.config.ts stamps it). */
  readonly VITE_BUILD_ID?: string;
}

/** The shipped province shapes (build/provinceShapes.ts): a loader per province division code ('370000'). */
declare module 'virtual:province-shapes' {
  export const provinceShapes: Record<string, () => Promise<{ default: object }>>;
}
