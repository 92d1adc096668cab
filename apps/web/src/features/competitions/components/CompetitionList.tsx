// The published competitions as cards, with a phase filter and a keyword; `base` is the desktop or phone section.
import { COMPETITION_PHASES, type CompetitionPhase, type CompetitionSummary } from '@etp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePublicCompetitions } from '@/api/competitions/getPublicCompetitions';
import { EmptyState } from '@/components/EmptyState';
import { COMPETITION_NS } from '../i18n';
import styles from './competition.module.css';
import { PhaseTag } from './PhaseTag';

export type Base = '/competition' | '/mobile/competition';

const PAGE_SIZE = 12;

export function registrationDates(item: CompetitionSummary) {
  return item.stages.find((s) => s.kind === 'registration');
}

export function CompetitionCard({
  item,
  base,
  heading = 'h2',
  first = false,
}: {
  item: CompetitionSummary;
  base: Base;
  heading?: 'h2' | 'h3';
  /** The first card's cover is the page's largest paint: loaded at once, not lazily. */
  first?: boolean;
}) {
  const { t } = useTranslation(COMPETITION_NS);
  const registration = registrationDates(item);
  const Heading = heading;
  return (
    <li className={styles.card} data-testid="competition-card">
      {item.cover && (
        <img
          className={styles.cover}
          src={item.cover}
          alt=""
          width={480}
          height={270}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      )}
      <div className={styles.cardBody}>
        <Heading>
          <Link to={`${base}/listDetail?id=${item.id}`}>{item.name}</Link>
        </Heading>
        <div className={styles.meta}>
          <PhaseTag phase={item.phase} />
          {item.organizer && <span>{item.organizer}</span>}
        </div>
        {registration && (
          <div className={styles.meta}>
            {t('stage.registration')}
            {t('colon')}
            {t('dates', { from: registration.starts_on, to: registration.ends_on })}
          </div>
        )}
      </div>
    </li>
  );
}

/** The list's query from the address: page, phase and keyword (an unknown phase is no filter). */
export function competitionListParams(search: URLSearchParams) {
  const phase = (COMPETITION_PHASES as readonly string[]).includes(search.get('phase') ?? '')
    ? (search.get('phase') as CompetitionPhase)
    : undefined;
  const keyword = search.get('keyword') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  return { page, size: PAGE_SIZE, ...(phase ? { phase } : {}), ...(keyword ? { keyword } : {}) };
}

export function CompetitionList({ base }: { base: Base }) {
  const { t } = useTranslation(COMPETITION_NS);
  const [search, setSearch] = useSearchParams();
  const listQuery = competitionListParams(search);
  const { phase, page } = listQuery;
  const keyword = listQuery.keyword ?? '';
  const [text, setText] = useState(keyword);
  const query = usePublicCompetitions(listQuery);
  const update = (next: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    if (!('page' in next)) params.delete('page');
    setSearch(params);
  };
  const list = query.data?.list ?? [];
  const pages = query.data ? Math.ceil(query.data.total / PAGE_SIZE) : 0;
  return (
    <div className={styles.stack}>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          update({ keyword: text.trim() });
        }}
      >
        <label htmlFor="competition-keyword" className="visually-hidden">
          {t('search')}
        </label>
        <input
          id="competition-keyword"
          value={text}
          maxLength={50}
          placeholder={t('search')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.button}>
          {t('searchButton')}
        </button>
      </form>
      <div className={styles.chips}>
        {[undefined, ...COMPETITION_PHASES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={phase === value}
            onClick={() => update({ phase: value ?? '' })}
          >
            {value ? t(`phase.${value}`) : t('allPhases')}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <p className={styles.muted} aria-busy="true">
          …
        </p>
      ) : query.isError ? (
        <p>
          {t('loadFailed')}{' '}
          <button type="button" className={styles.ghost} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : list.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <ul className={styles.cards} data-testid="competition-list">
          {list.map((item, i) => (
            <CompetitionCard key={item.id} item={item} base={base} first={i === 0} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.actions} aria-label="pages">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              className={styles.chip}
              aria-pressed={n === page}
              aria-label={String(n)}
              onClick={() => update({ page: String(n) })}
            >
              {n}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
