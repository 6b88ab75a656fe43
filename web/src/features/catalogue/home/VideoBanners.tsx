import type { VideoBanner } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useRef, useState } from 'react';
import { ContentLink } from '../../../components/ContentLink.tsx';
import { PauseIcon, PlayIcon } from '../../../components/icons/catalogueIcons.tsx';
import { fileUrl } from '../../../components/product/images.ts';
import { REDUCED_MOTION, useMediaQuery } from '../../../hooks/useMediaQuery.ts';
import { useT } from '../../../lib/intl.tsx';
import { MOBILE_BANNER_MEDIA } from './bannerMedia.ts';

/** The strip of video banners under the carousel: muted, inline, looping, with a poster and a pause button. */
export function VideoBanners({ videos }: { videos: readonly VideoBanner[] }) {
  const t = useT();
  if (videos.length === 0) return null;
  return (
    <section className="video-banners" aria-label={t('catalogue.video.label')}>
      {videos.map((video) => (
        <VideoBannerItem key={video.videoBannerId} video={video} />
      ))}
    </section>
  );
}

function VideoBannerItem({ video }: { video: VideoBanner }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  // Mobile first: a served page starts with the phone's poster.
  const narrow = useMediaQuery(MOBILE_BANNER_MEDIA, true);
  const reduceMotion = useMediaQuery(REDUCED_MOTION, false);
  const [pausedByShopper, setPaused] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reduceMotion;
  const [visible, setVisible] = useState(false);

  // Load and play only while on screen: nothing is fetched for a video nobody scrolled to.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (visible && !paused) void element.play().catch(() => setPaused(true));
    else element.pause();
  }, [visible, paused]);

  const poster = (narrow ? video.mobilePosterImage : video.posterImage) ?? video.posterImage;
  return (
    <div className="video-banner">
      <ContentLink to={video.bannerLinkTo} className="video-banner-link" label={t('catalogue.video.open')}>
        <video
          ref={ref}
          muted
          playsInline
          loop
          preload="none"
          poster={poster ? fileUrl(poster) : undefined}
          aria-hidden="true"
          tabIndex={-1}
          data-testid="video-banner"
        >
          {video.mobileBannerVideo ? (
            <source media={MOBILE_BANNER_MEDIA} src={fileUrl(video.mobileBannerVideo)} type="video/webm" />
          ) : null}
          <source src={fileUrl(video.bannerVideo)} type="video/webm" />
        </video>
      </ContentLink>
      <button
        type="button"
        className="icon-button video-toggle"
        aria-label={t(paused ? 'catalogue.video.play' : 'catalogue.video.pause')}
        onClick={() => setPaused(!paused)}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
    </div>
  );
}
