import { reportsAnswerSchema } from '@shop/domain/admin/apiSchemas';
import { reportRangeSchema } from '@shop/domain/admin/reports';
import type { FastifyInstance } from 'fastify';
import {
  membersByLevel,
  pointsByPeriod,
  salesByPeriod,
  toCsv,
  topProducts,
} from '../../../admin/reports/reports.ts';
import { notFound } from '../../../errors.ts';
import { staffSection } from '../../../http/access.ts';
import { parseInput, plainFields } from '../../../http/body.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The reports section (docs/backOffice.md): sales by day or week, best sellers, points issued and redeemed,
 * members by level, for a range of Hong Kong days; each table also as CSV.
 */
export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  staffSection(app, 'reports');
  const { db } = app.deps;

  app.get('/admin/reports', { schema: { response: { 200: reportsAnswerSchema } } }, async (request) => {
    const range = parseInput(reportRangeSchema, request.query, plainFields);
    const [sales, products, points, members] = await Promise.all([
      salesByPeriod(db, range),
      topProducts(db, range),
      pointsByPeriod(db, range),
      membersByLevel(db),
    ]);
    return { range, sales, topProducts: products, points, membersByLevel: members };
  });

  app.get('/admin/reports/:report.csv', async (request, reply) => {
    const { report } = request.params as { report: string };
    const range = parseInput(reportRangeSchema, request.query, plainFields);
    let csv: string;
    if (report === 'sales') {
      const rows = await salesByPeriod(db, range);
      csv = toCsv(
        ['period', 'orders', 'sales_hkd'],
        rows.map((r) => [r.period, r.orders, dollars(r.salesCents)]),
      );
    } else if (report === 'top-products') {
      const rows = await topProducts(db, range, 100);
      csv = toCsv(
        ['product_id', 'sku', 'name_chi', 'name_eng', 'quantity', 'sales_hkd'],
        rows.map((r) => [r.productId, r.sku, r.nameChi, r.nameEng, r.quantity, dollars(r.salesCents)]),
      );
    } else if (report === 'points') {
      const rows = await pointsByPeriod(db, range);
      csv = toCsv(
        ['period', 'issued', 'redeemed'],
        rows.map((r) => [r.period, r.issued, r.redeemed]),
      );
    } else {
      throw notFound(`No report named ${report}`);
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${report}-${range.from}-${range.to}.csv"`)
      .send(csv);
  });
}
