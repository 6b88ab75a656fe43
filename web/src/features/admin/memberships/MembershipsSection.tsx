import type { MembershipsAnswer } from '@shop/domain/admin/memberships';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
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
        <table>
          <caption>{t('admin.memberships.levels')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.memberships.level')}</th>
              <th scope="col" className="numeric">
                {t('admin.memberships.members')}
              </th>
              <th scope="col">{t('admin.memberships.earns')}</th>
              <th scope="col">{t('admin.memberships.spends')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr key={level.levelId}>
                <td>{t(`admin.memberships.level.${level.level}`)}</td>
                <td className="numeric">{level.members}</td>
                <td>{yesNo(level.earnsPoints)}</td>
                <td>{yesNo(level.spendsPoints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
