import type { Category, NavigationBanner } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { type MessageKey, useLocale, useT } from '../../lib/intl.tsx';
import { localName } from '../../lib/localName.ts';
import { ContentLink } from '../ContentLink.tsx';
import { fileUrl } from '../product/images.ts';
import { SectionError } from '../product/SectionError.tsx';

/** Three sites for students (spec 000 §2: the student zone links to three external student sites). */
export const studentSites: ReadonlyArray<{ href: string; label: MessageKey }> = [
  { href: 'https://www.edb.gov.hk/', label: 'menu.student.edb' },
  { href: 'https://www.hkeaa.edu.hk/', label: 'menu.student.hkeaa' },
  { href: 'https://www.hkpl.gov.hk/', label: 'menu.student.hkpl' },
];

/** Navigation banners: 1 beside the product menu, 2 in the student zone. */
const PRODUCTS_BANNER_ID = 1;
const STUDENT_BANNER_ID = 2;

/** Menu categories are the shop's shelves (10100–11200 in the demo), not the special listings. */
export function isMenuCategory(category: Pick<Category, 'categoryId'>): boolean {
  return category.categoryId >= 10000 && category.categoryId < 60000;
}

// Fetched once per page load, whichever panel asks first.
let categories: Promise<Category[]> | null = null;
let banners: Promise<NavigationBanner[]> | null = null;

function useOnce<T>(
  get: () => Promise<T>,
  reset: () => void,
): { value: T | null; error: unknown; retry: () => void } {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again; get is stable per panel.
  useEffect(() => {
    let live = true;
    get().then(
      (result) => live && setValue(result),
      (cause: unknown) => {
        reset();
        if (live) setError(cause);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    value,
    error,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}

const getCategories = () => {
  categories ??= api.request<Category[]>('category/all');
  return categories;
};
const getBanners = () => {
  banners ??= api.request<NavigationBanner[]>('navigationBanner/all');
  return banners;
};
const resetCategories = () => {
  categories = null;
};
const resetBanners = () => {
  banners = null;
};

function BannerPreview({ id, onNavigate }: { id: number; onNavigate: () => void }) {
  const { value } = useOnce(getBanners, resetBanners);
  const banner = value?.find((item) => item.navigationBannerId === id);
  if (!banner) return <div className="menu-banner" aria-hidden="true" />;
  return (
    <div className="menu-banner" onClickCapture={onNavigate}>
      <ContentLink to={banner.bannerLinkTo} label={banner.title}>
        <img src={fileUrl(banner.bannerImage)} width={800} height={450} alt="" decoding="async" />
      </ContentLink>
    </div>
  );
}

export function ProductsPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { value, error, retry } = useOnce(getCategories, resetCategories);
  return (
    <div className="menu-panel-body">
      <div>
        {error ? <SectionError error={error} onRetry={retry} /> : null}
        <ul className="menu-categories" aria-label={t('menu.categoriesLabel')} aria-busy={value === null}>
          <li>
            <Link to="/category/all" onClick={onNavigate}>
              {t('menu.allProducts')}
            </Link>
          </li>
          {(value ?? []).filter(isMenuCategory).map((category) => (
            <li key={category.categoryId}>
              <Link to={`/category/${category.categoryId}`} onClick={onNavigate}>
                {localName(locale, category.categoryName, category.categoryNameEng)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <BannerPreview id={PRODUCTS_BANNER_ID} onNavigate={onNavigate} />
    </div>
  );
}

export function StudentPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  return (
    <div className="menu-panel-body">
      <ul className="menu-categories" aria-label={t('menu.studentSitesLabel')}>
        {studentSites.map((site) => (
          <li key={site.href}>
            <a
              href={site.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.newWindow', { name: t(site.label) })}
            >
              {t(site.label)}
            </a>
          </li>
        ))}
      </ul>
      <BannerPreview id={STUDENT_BANNER_ID} onNavigate={onNavigate} />
    </div>
  );
}
