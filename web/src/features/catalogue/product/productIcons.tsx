/** Glyphs of the product page alone (catalogueIcons.tsx's drawing rules), kept out of the home page's chunks. */
import { Glyph } from '../../../components/icons/icons.tsx';

export function ShareIcon() {
  return (
    <Glyph>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
    </Glyph>
  );
}

export function HeartFilledIcon() {
  return (
    <Glyph filled>
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </Glyph>
  );
}

export function ClockIcon() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Glyph>
  );
}

export function BoltIcon() {
  return (
    <Glyph>
      <path d="M13 3L5 13.5h6L10 21l8-10.5h-6z" />
    </Glyph>
  );
}
