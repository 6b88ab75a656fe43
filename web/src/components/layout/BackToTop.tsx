import { useEffect, useState } from 'react';
import { useT } from '../../lib/intl.tsx';
import { ArrowUpIcon } from '../icons/icons.tsx';

/** Shown once the shopper has scrolled about a screen down. */
const SHOW_AFTER_PX = 600;

export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(window.scrollY > SHOW_AFTER_PX));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  const backToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the footer.
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="back-to-top icon-button" hidden={!visible} onClick={backToTop}>
      <ArrowUpIcon />
      <span className="visually-hidden">{t('footer.backToTop')}</span>
    </button>
  );
}
