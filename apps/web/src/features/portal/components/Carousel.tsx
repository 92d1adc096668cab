// The portal carousel: 370 px high and never moving on its own; arrows, dots and
// swipe. Plain markup so the portal's first load stays small.
import { CAROUSEL_HEIGHT_PX, type CarouselSlide, LINK_URL, SAME_SITE_PATH } from '@etp/contracts';
import { type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECTIONS_NS } from '../home/i18n';
import styles from './Carousel.module.css';

const SWIPE_PX = 40;

/** The slide after a step, wrapping around at both ends. */
export const stepSlide = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

function SlideLink({ slide, children }: { slide: CarouselSlide; children: React.ReactNode }) {
  // A path of this site opens in the app; an http(s) address in a new tab; anything else is not followed.
  if (!LINK_URL.test(slide.link)) return <div className={styles.link}>{children}</div>;
  if (SAME_SITE_PATH.test(slide.link)) {
    return (
      <Link to={slide.link} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={slide.link} className={styles.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Carousel({ slides }: { slides: CarouselSlide[] }) {
  const { t } = useTranslation(SECTIONS_NS);
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const go = (step: number) => setIndex((current) => stepSlide(current, step, slides.length));
  const height = { '--carousel-height': `${CAROUSEL_HEIGHT_PX}px` } as CSSProperties;
  return (
    <section
      className={styles.carousel}
      style={height}
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      data-testid="carousel"
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? 1 : -1);
      }}
    >
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
            data-testid="carousel-slide"
          >
            <SlideLink slide={slide}>
              {/* No alt: the caption beside it names the slide, once (a title in both made the link say it twice). */}
              <img
                src={slide.image}
                alt=""
                className={styles.image}
                // The first slide is the largest paint of the page: fetch it first.
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className={styles.caption}>{slide.title}</span>
            </SlideLink>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => go(-1)}
            aria-label={t('prevSlide')}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(1)}
            aria-label={t('nextSlide')}
          >
            ›
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-current={i === index}
                aria-label={t('goToSlide', { n: i + 1 })}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
