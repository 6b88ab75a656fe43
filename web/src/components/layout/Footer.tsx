import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { config, type SocialLink } from '../../lib/config.ts';
import { type MessageKey, useT } from '../../lib/intl.tsx';
import { PaymentMarks } from '../icons/PaymentMarks.tsx';
import { FacebookIcon, InstagramIcon, WhatsappIcon, YoutubeIcon } from '../icons/socialIcons.tsx';

const siteLinks: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/', label: 'footer.home' },
  { to: '/brand_story', label: 'footer.brandStory' },
  { to: '/category/all', label: 'footer.allProducts' },
  { to: '/termsandconditions', label: 'footer.terms' },
  { to: '/privacy_statement', label: 'footer.privacy' },
];

/** /online_shop_info sections; the content page gives its headings these ids. */
const shopInfoLinks: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/online_shop_info#shipping', label: 'footer.shopInfo.shipping' },
  { to: '/online_shop_info#payment', label: 'footer.shopInfo.payment' },
  { to: '/online_shop_info#returns', label: 'footer.shopInfo.returns' },
  { to: '/online_shop_info#contact', label: 'footer.shopInfo.contact' },
];

const socialIcons: Record<SocialLink['id'], ComponentType> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  whatsapp: WhatsappIcon,
};

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-label={t('footer.linksLabel')} className="footer-links">
          <ul>
            {siteLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer-section" aria-labelledby="footer-shop-info">
          <h2 id="footer-shop-info">
            <Link to="/online_shop_info">{t('footer.shopInfo')}</Link>
          </h2>
          <ul>
            {shopInfoLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="footer-section" aria-labelledby="footer-follow">
          <h2 id="footer-follow">{t('footer.follow')}</h2>
          <ul className="social-links">
            {config.social.map((social) => {
              const Icon = socialIcons[social.id];
              return (
                <li key={social.id}>
                  <a
                    className="icon-button"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.newWindow', { name: t(`social.${social.id}`) })}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
        <section className="footer-section" aria-labelledby="footer-payments">
          <h2 id="footer-payments">{t('footer.payments')}</h2>
          <PaymentMarks />
        </section>
      </div>
      <p className="copyright" suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
