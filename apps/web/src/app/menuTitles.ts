// Menu title rules of SPEC section 2: practical-training site wording and the trainer's "my classes".
import type { Role, SiteVariant } from '@etp/contracts';
import i18n from '@/i18n';

const TRAINING_INSTITUTION = '培训机构';
const PRACTICAL_TRAINING_INSTITUTION = '实训机构';

export function menuTitle(title: string, component: string, variant: SiteVariant | undefined, role: Role | undefined) {
  if (role === 'trainer' && component === 'class/list') return i18n.t('views.class/myClasses');
  if (variant === 'practical_training') return title.replaceAll(TRAINING_INSTITUTION, PRACTICAL_TRAINING_INSTITUTION);
  return title;
}

/** Top-level sections the sidebar hides for teachers (the routes stay reachable). */
export const TEACHER_HIDDEN_SECTIONS = ['/home', '/class', '/train'] as const;
