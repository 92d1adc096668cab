// Menu title rules: practical-training site wording and the trainer's "my classes".
import type { Role, SiteVariant } from '@etp/contracts';
import i18n, { currentLocale } from '@/i18n';

const TRAINING_INSTITUTION = '培训机构';
const PRACTICAL_TRAINING_INSTITUTION = '实训机构';

/** A menu item's title in the current language (its English title in English mode, when it has one). */
export function menuTitle(
  item: { title: string; title_en?: string; component: string },
  variant: SiteVariant | undefined,
  role: Role | undefined,
) {
  // SPEC 2: the trainer's class list is 我的班级, whichever component the menu row names.
  if (role === 'trainer' && (item.component === 'class/list' || item.component === 'class/myClasses'))
    return i18n.t('views.class/myClasses');
  if (currentLocale() === 'en-US' && item.title_en) {
    return variant === 'practical_training'
      ? item.title_en.replaceAll('Training institution', 'Practical training institution')
      : item.title_en;
  }
  if (variant === 'practical_training')
    return item.title.replaceAll(TRAINING_INSTITUTION, PRACTICAL_TRAINING_INSTITUTION);
  return item.title;
}

/** Top-level sections the sidebar hides for teachers (the routes stay reachable). */
export const TEACHER_HIDDEN_SECTIONS = ['/home', '/class', '/train'] as const;
