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
