// /learningService?kind=resource|course|game: what a navbar learning service is and whom to call, for a site whose
// service lives elsewhere (the demo points the navbar items here).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/PageFrame';
import { useSite } from '@/stores/site';
import '../learningServiceI18n';

const KINDS = ['resource', 'course', 'game'] as const;

export default function LearningServicePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const system = useSite((s) => s.system);
  const asked = search.get('kind');
  const kind = KINDS.find((k) => k === asked) ?? 'resource';
  return (
    <PageFrame titleKey={`navbar.${kind}`}>
      <div data-testid="learning-service">
        <p>{t(`learningService.${kind}`)}</p>
        {system?.service_hotline && <p>{t('learningService.contact', { hotline: system.service_hotline })}</p>}
        <p>
          <Link to="/portal">{t('learningService.back')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
