// Small display helpers of the study pages. Study time goes through the contracts' one formatter (formatStudyTime:
// 学时 to one decimal with the minutes, or the seconds of a study under a minute).
import { formatStudyDuration, formatStudyTime } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { localized } from '@/i18n/localized';

export const percent = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
export const courseName = (c: { name: string; name_en: string }) => localized(c.name, c.name_en);

/** Study time in the page's language: `time(seconds, hourMinutes)` with 学时, `duration(seconds)` without. */
export function useStudyTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    time: (seconds: number, hourMinutes: number) => formatStudyTime(seconds, hourMinutes, locale),
    duration: (seconds: number) => formatStudyDuration(seconds, locale),
  };
}
