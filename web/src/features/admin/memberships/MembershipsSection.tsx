import type { MembershipsAnswer } from '@shop/domain/admin/memberships';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FigureTable } from '../kit/FigureTable.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useAdminT } from '../useAdminT.ts';

/** /admin/memberships: the levels with their members, and the points and VIP rules (read-only). */
export default function MembershipsSection() {
  const t = useAdminT();
  const formatMoney = useFormatMoney();
  const answer = useAdminQuery<MembershipsAnswer>('admin/memberships');
  if (answer.error) return <ErrorNotice error={answer.error} onRetry={answer.reload} />;
  if (!answer.data) return <p>{t('admin.table.loading')}</p>;
  const { levels, rules } = answer.data;
  const yesNo = (value: boolean) => (value ? t('admin.yes') : '—');
  return (
    <section>
      <h1>{t('admin.section.memberships')}</h1>
      <div className="admin-table">
        <FigureTable
          caption={t('admin.memberships.levels')}
          rows={levels}
          rowKey={(level) => level.levelId}
          columns={[
            {
              label: t('admin.memberships.level'),
              render: (level) => t(`admin.memberships.level.${level.level}`),
            },
            { label: t('admin.memberships.members'), numeric: true, render: (level) => level.members },
            { label: t('admin.memberships.earns'), render: (level) => yesNo(level.earnsPoints) },
            { label: t('admin.memberships.spends'), render: (level) => yesNo(level.spendsPoints) },
          ]}
        />
      </div>
      <h2>{t('admin.memberships.rules')}</h2>
      <ul data-testid="membership-rules">
        <li>
          {t('admin.memberships.rule.vipSpendThreshold', { amount: formatMoney(rules.vipSpendThreshold) })}
        </li>
        <li>{t('admin.memberships.rule.earning', { amount: formatMoney(rules.centsPerEarnedPoint) })}</li>
        <li>{t('admin.memberships.rule.birthday', { multiplier: rules.birthdayMonthMultiplier })}</li>
        <li>{t('admin.memberships.rule.redeem', { points: rules.pointsPerDollar })}</li>
        <li>
          {t('admin.memberships.rule.cap', {
            points: rules.maxPointsPerOrder,
            amount: formatMoney(rules.maxPointsCashPerOrder),
          })}
        </li>
      </ul>
      <p>{t('admin.memberships.readOnly')}</p>
    </section>
  );
}
