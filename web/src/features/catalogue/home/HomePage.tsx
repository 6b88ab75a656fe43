import type { VideoBanner } from '@shop/domain/catalogue/apiSchemas';
import { type ReactNode, Suspense, useRef } from 'react';
import { useLoaderData } from 'react-router';
import { useNearScreen } from '../../../hooks/useNearScreen.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { deferred, onDemand } from '../../../lib/deferred.tsx';
import { useT } from '../../../lib/intl.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import type { HomeData } from './homeData.ts';
import './home.css';

/** Boxes the size of the video strip's (home.css), for a page the browser renders: nothing moves when it comes. */
function VideoBannerBoxes({ videos }: { videos: readonly VideoBanner[] }) {
  if (videos.length === 0) return null;
  return (
    <div className="video-banners" aria-hidden="true">
      {videos.map((video) => (
        <div key={video.videoBannerId} className="video-banner-box skeleton" />
      ))}
    </div>
  );
}

// Under the banner, and still until scrolled to: it comes alive once the first view has settled.
const VideoBanners = deferred(
  async () => (await import('./VideoBanners.tsx')).VideoBanners,
  VideoBannerBoxes,
);
const ProductTabs = onDemand(async () => (await import('./ProductTabs.tsx')).ProductTabs);
// The pop-up and notices written in the back office: fetched and shown once the first view has settled.
const HomeMessages = deferred(async () => (await import('./HomeMessages.tsx')).HomeMessages);

export function HomePage() {
  const t = useT();
  const { banners, videos } = useLoaderData<HomeData>();
  usePageTitle(t('home.title'));

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {banners && banners.length > 0 ? <BannerCarousel banners={banners} /> : null}
      {videos ? <VideoBanners videos={videos} /> : null}
      <BelowTheFold>
        <ProductTabs />
      </BelowTheFold>
      <HomeMessages />
    </div>
  );
}

/**
 * Holds a skeleton in place until the area comes near the screen, then loads its code: the first view of
 * the home page carries only what a phone shows at once.
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // A phone's first screen holds the banners and the video; the tabs start just below it.
  const near = useNearScreen(ref, '100px 0px');
  const skeleton = <div className="below-fold-skeleton skeleton" aria-hidden="true" />;
  return (
    <div ref={ref} className="below-fold">
      {near ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </div>
  );
}
