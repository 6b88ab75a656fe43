import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as content from '../admin/content.ts';
import * as discounts from '../admin/discounts.ts';
import * as history from '../admin/history.ts';
import * as listing from '../admin/listing.ts';
import * as members from '../admin/members.ts';
import * as memberships from '../admin/memberships.ts';
import * as orders from '../admin/orders.ts';
import * as points from '../admin/points.ts';
import * as products from '../admin/products.ts';
import * as reports from '../admin/reports.ts';
import * as sections from '../admin/sections.ts';
import * as staff from '../admin/staff.ts';

/** Field names that hold a link the storefront follows (a product's urlName is a name, not a link). */
const LINK_NAME = /link|href|^url$|Url$/;

/** Every back-office form field whose name says it is a link, with its schema. */
function linkFieldsOfAdminForms(): [string, z.ZodType][] {
  const modules = {
    content,
    discounts,
    history,
    listing,
    members,
    memberships,
    orders,
    points,
    products,
    reports,
    sections,
    staff,
  };
  const found: [string, z.ZodType][] = [];
  for (const [moduleName, exported] of Object.entries(modules)) {
    for (const [schemaName, value] of Object.entries(exported)) {
      if (!(value instanceof z.ZodObject)) continue;
      for (const [field, schema] of Object.entries(value.shape as Record<string, z.ZodType>)) {
        if (LINK_NAME.test(field)) found.push([`${moduleName}.${schemaName}.${field}`, schema]);
      }
    }
  }
  return found;
}

describe('the link fields of the back office', () => {
  const fields = linkFieldsOfAdminForms();

  it('are found: banners, marketing events and shop messages', () => {
    expect(fields.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'content.bannerFormSchema.linkTo',
        'content.marketingEventFormSchema.linkTo',
        'content.messageFormSchema.linkTo',
      ]),
    );
  });

  it.each(fields)(
    '%s reads links as the browser would: the shop’s paths and https sites only',
    (_, schema) => {
      for (const offSite of ['/\\evil.example', '//evil.example', '/\t/evil.example', '/.//evil.example']) {
        expect(schema.safeParse(offSite).success, offSite).toBe(false);
      }
      expect(schema.safeParse('http://brand.example').success).toBe(false);
      expect(schema.parse(' /category/80000 ')).toBe('/category/80000');
      expect(schema.parse('https://brand.example/a')).toBe('https://brand.example/a');
      expect(schema.parse('')).toBe('');
    },
  );
});
