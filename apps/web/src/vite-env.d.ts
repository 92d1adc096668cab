/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_DEV?: string;
  readonly VITE_API_BASE_TEST?: string;
  readonly VITE_API_BASE_PRE?: string;
  readonly VITE_API_BASE_PRO?: string;
  readonly VITE_RESOURCE_URL?: string;
  readonly VITE_COURSE_URL?: string;
  readonly VITE_GAME_URL?: string;
}
