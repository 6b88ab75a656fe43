/**
 * Glyphs of the catalogue screens, kept apart from icons.tsx so the first view (header, footer) does not
 * carry them. Same drawing rules: 24×24, stroke = currentColor, decorative (the control has the label).
 */
import { Glyph } from './icons.tsx';

export function ChevronLeftIcon() {
  return (
    <Glyph>
      <path d="M15 5l-7 7 7 7" />
    </Glyph>
  );
}

export function ChevronRightIcon() {
  return (
    <Glyph>
      <path d="M9 5l7 7-7 7" />
    </Glyph>
  );
}

export function ChevronDownIcon() {
  return (
    <Glyph>
      <path d="M6 9l6 6 6-6" />
    </Glyph>
  );
}

export function PauseIcon() {
  return (
    <Glyph filled>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </Glyph>
  );
}

export function PlayIcon() {
  return (
    <Glyph filled>
      <path d="M8 5v14l11-7z" />
    </Glyph>
  );
}

export function MinusIcon() {
  return (
    <Glyph>
      <path d="M5 12h14" />
    </Glyph>
  );
}

export function PlusIcon() {
  return (
    <Glyph>
      <path d="M12 5v14M5 12h14" />
    </Glyph>
  );
}

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
