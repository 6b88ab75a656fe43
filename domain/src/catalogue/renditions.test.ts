import { describe, expect, it } from 'vitest';
import { isRenditionWidth, RENDITION_WIDTHS } from './renditions.ts';

describe('rendition widths', () => {
  it('is a short ascending list of whole pixels', () => {
    expect([...RENDITION_WIDTHS].sort((a, b) => a - b)).toEqual([...RENDITION_WIDTHS]);
    expect(RENDITION_WIDTHS.every((width) => Number.isInteger(width) && width > 0)).toBe(true);
    expect(RENDITION_WIDTHS.length).toBeLessThanOrEqual(8);
  });

  it('accepts only the listed widths', () => {
    expect(isRenditionWidth(480)).toBe(true);
    expect(isRenditionWidth(481)).toBe(false);
    expect(isRenditionWidth(0)).toBe(false);
    expect(isRenditionWidth(Number.NaN)).toBe(false);
  });
});
