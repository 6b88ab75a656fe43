import type { MarketingEventBanner } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useState } from 'react';
import { ContentLink } from '../../../components/ContentLink.tsx';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '../../../components/icons/catalogueIcons.tsx';
import { nextIndex, previousIndex } from '../../../components/product/carousel.ts';
import { fileUrl } from '../../../components/product/images.ts';
import { REDUCED_MOTION, useMediaQuery } from '../../../hooks/useMediaQuery.ts';
import { afterFirstView } from '../../../lib/afterFirstView.ts';
import { useT } from '../../../lib/intl.tsx';
import { MOBILE_BANNER_MEDIA } from './bannerMedia.ts';

/** Banners turn every 3 seconds (spec 000 §9). */
export const BANNER_ROTATION_MS = 3000;
/** The shop's banner formats: desktop 1920 × 600, phone (below 640 px) 750 × 750. */
const DESKTOP = { width: 1920, height: 600 };
const MOBILE = { width: 750, height: 750 };

/**
 * The home page's marketing-event carousel (position 1). It turns by itself unless the shopper asked for
 * less motion, pauses while pointed at or focused, and has a pause button, previous/next and one dot per
 * banner. Only the showing banner is reachable by keyboard and screen reader.
 */
export function BannerCarousel({ banners }: { banners: readonly MarketingEventBanner[] }) {
  const t = useT();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  // The shopper's pause; until they choose, the carousel turns unless they asked for less motion.
  const reduceMotion = useMediaQuery(REDUCED_MOTION, false);
  const [pausedByShopper, setPaused] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reduceMotion;
  const [held, setHeld] = useState(false);
  // The first banner's 3 s count from when the page has settled (lib/afterFirstView.ts), not from hydration:
  // nothing slides away while the page is still arriving (which Lighthouse's Speed Index also counted).
  const [settled, setSettled] = useState(false);
  useEffect(() => afterFirstView(() => setSettled(true)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new index (also chosen by hand) starts a full 3 s.
  useEffect(() => {
    if (!settled || paused || held || count < 2) return;
    const timer = window.setTimeout(
      () => setIndex((current) => nextIndex(current, count)),
      BANNER_ROTATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [index, settled, paused, held, count]);

  if (count === 0) return null;

  return (
    <section
      className="banner-carousel"
      aria-label={t('catalogue.banners.label')}
      data-testid="banner-carousel"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="banner-viewport" aria-live={paused ? 'polite' : 'off'}>
        <div className="banner-track" style={{ transform: `translateX(${-100 * index}%)` }}>
          {banners.map((banner, slide) => {
            const showing = slide === index;
            const soon = showing || slide === nextIndex(index, count);
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (APG carousel), not a fieldset.
              <div
                key={banner.bannerId}
                className="banner-slide"
                role="group"
                aria-label={t('catalogue.banners.slide', { index: slide + 1, count })}
                aria-hidden={!showing}
                inert={!showing}
                data-testid="banner-slide"
                data-active={showing}
              >
                <ContentLink to={banner.bannerLinkTo} className="banner-link">
                  <picture>
                    {banner.mobileBannerContent ? (
                      <source
                        media={MOBILE_BANNER_MEDIA}
                        srcSet={fileUrl(banner.mobileBannerContent)}
                        width={MOBILE.width}
                        height={MOBILE.height}
                      />
                    ) : null}
                    <img
                      src={fileUrl(banner.bannerContent ?? banner.mobileBannerContent ?? '')}
                      width={DESKTOP.width}
                      height={DESKTOP.height}
                      alt={banner.title}
                      loading={slide === 0 || soon ? 'eager' : 'lazy'}
                      fetchPriority={slide === 0 ? 'high' : 'low'}
                      decoding={slide === 0 ? 'sync' : 'async'}
                    />
                  </picture>
                </ContentLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="banner-controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.previous')}
            onClick={() => setIndex((current) => previousIndex(current, count))}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t(paused ? 'catalogue.banners.play' : 'catalogue.banners.pause')}
            data-testid="banner-pause"
            onClick={() => setPaused(!paused)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <ol className="banner-dots">
            {banners.map((banner, slide) => (
              <li key={banner.bannerId}>
                <button
                  type="button"
                  className="banner-dot"
                  aria-label={t('catalogue.banners.goTo', { index: slide + 1, title: banner.title })}
                  aria-current={slide === index ? 'true' : undefined}
                  onClick={() => setIndex(slide)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.next')}
            onClick={() => setIndex((current) => nextIndex(current, count))}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
