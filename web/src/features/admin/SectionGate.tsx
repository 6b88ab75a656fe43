import type { AdminSection } from '@shop/domain/admin/sections';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useStaff } from './kit/useStaff.ts';
import { sectionPages } from './sectionPages.ts';
import { useAdminT } from './useAdminT.ts';

const lazyPages = new Map<AdminSection, ComponentType>();

/**
 * One section's pages, behind the role's read grant. The screen says why it is closed; the server refuses
 * the calls anyway (this only spares the staff member a page of errors).
 */
export function SectionGate({ section }: { section: AdminSection }) {
  const t = useAdminT();
  const { can } = useStaff();
  const name = t(`admin.section.${section}`);
  usePageTitle(`${name} | ${t('admin.title')}`);
  const Page = useMemo(() => {
    const load = sectionPages[section];
    if (!load) return null;
    let page = lazyPages.get(section);
    if (!page) {
      page = lazy(load);
      lazyPages.set(section, page);
    }
    return page;
  }, [section]);
  if (!can(section))
    return (
      <p role="alert" className="admin-no-access">
        {t('admin.noAccess', { section: name })}
      </p>
    );
  if (!Page) return <p>{t('admin.notBuilt', { section: name })}</p>;
  return (
    <Suspense fallback={<p>{t('admin.table.loading')}</p>}>
      <Page />
    </Suspense>
  );
}
