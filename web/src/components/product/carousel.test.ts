import { describe, expect, it } from 'vitest';
import {
  carouselPageCount,
  nextIndex,
  previousIndex,
  scrollEdges,
  tilesPerView,
  wrapIndex,
} from './carousel.ts';

describe('carousel index arithmetic', () => {
  it('wraps forwards and backwards around the slides', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(1, 3)).toBe(0);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it('stays at 0 with one slide or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('shows 2 tiles on a phone, 3 on a tablet and 4 from 1200 px', () => {
    expect(tilesPerView(390)).toBe(2);
    expect(tilesPerView(767)).toBe(2);
    expect(tilesPerView(768)).toBe(3);
    expect(tilesPerView(1199)).toBe(3);
    expect(tilesPerView(1200)).toBe(4);
  });

  it('counts pages of tiles, at least one', () => {
    expect(carouselPageCount(16, 4)).toBe(4);
    expect(carouselPageCount(17, 4)).toBe(5);
    expect(carouselPageCount(1, 2)).toBe(1);
    expect(carouselPageCount(0, 2)).toBe(1);
  });

  it('knows when a scrolled row is at either end, allowing a pixel of rounding', () => {
    expect(scrollEdges(0, 1000, 400)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(300, 1000, 400)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEdges(599.5, 1000, 400)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(0, 400, 400)).toEqual({ atStart: true, atEnd: true });
  });
});
