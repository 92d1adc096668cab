// Small display helpers of the study pages.
import { localized } from '@/i18n/localized';

export const minutes = (seconds: number) => Math.floor(seconds / 60);
export const percent = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
export const courseName = (c: { name: string; name_en: string }) => localized(c.name, c.name_en);
