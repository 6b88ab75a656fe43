import { describe, expect, it } from 'vitest';
import { memberPointsReadModel } from '../memberPoints/memberPoints.ts';
import { checkNames, liveTableNames, rebuildTableNames } from './readModel.ts';
import { estimateFraction } from './rebuild.ts';

describe('read model definitions', () => {
  it('maps each table to its live name and to its rebuild copy', () => {
    expect(liveTableNames(memberPointsReadModel)).toEqual({
      member_points: 'member_points',
      member_point_records: 'member_point_records',
    });
    expect(rebuildTableNames(memberPointsReadModel)).toEqual({
      member_points: 'member_points__rebuild',
      member_point_records: 'member_point_records__rebuild',
    });
  });

  it('refuses table names that could not be spliced into SQL safely', () => {
    expect(() => checkNames({ name: 'x', tables: ['orders; drop table members'] })).toThrow(/not a usable/);
    expect(() => checkNames({ name: 'x', tables: ['Orders'] })).toThrow(/not a usable/);
    expect(() => checkNames({ name: 'x', tables: ['a__rebuild'] })).toThrow(/not a usable/);
    expect(() => checkNames({ name: 'x', tables: ['a'.repeat(45)] })).toThrow(/not a usable/);
    expect(() => checkNames({ name: 'x', tables: ['a', 'a'] })).toThrow(/twice/);
    expect(() => checkNames({ name: 'x', tables: [] })).toThrow(/no tables/);
    expect(() => checkNames({ name: 'x', tables: ['member_points', 'm2'] })).not.toThrow();
  });
});

describe('rebuild progress', () => {
  it('estimates the share done from prepare positions, clamped to 0..1', () => {
    const head = { commit: 900n, prepare: 200n };
    expect(estimateFraction({ commit: -1n, prepare: -1n }, head)).toBe(0);
    expect(estimateFraction({ commit: 800n, prepare: 50n }, head)).toBe(0.25);
    expect(estimateFraction({ commit: 950n, prepare: 260n }, head)).toBe(1);
    expect(estimateFraction({ commit: -1n, prepare: -1n }, null)).toBe(1);
  });
});
