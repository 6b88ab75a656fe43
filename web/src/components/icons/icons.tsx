/**
 * Interface glyphs drawn for this shop (24×24, stroke = currentColor). All decorative: the control that
 * holds one carries the label.
 */
import type { ReactNode } from 'react';

export function Glyph({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function MenuIcon() {
  return (
    <Glyph>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Glyph>
  );
}

export function CloseIcon() {
  return (
    <Glyph>
      <path d="M6 6l12 12M18 6L6 18" />
    </Glyph>
  );
}

export function UserIcon() {
  return (
    <Glyph>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Glyph>
  );
}

export function SearchIcon() {
  return (
    <Glyph>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </Glyph>
  );
}

export function HeartIcon() {
  return (
    <Glyph>
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </Glyph>
  );
}

export function CartIcon() {
  return (
    <Glyph>
      <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17.5" cy="20" r="1.3" />
    </Glyph>
  );
}

export function ArrowUpIcon() {
  return (
    <Glyph>
      <path d="M12 20V5M5.5 11.5L12 5l6.5 6.5" />
    </Glyph>
  );
}

export function OfflineIcon() {
  return (
    <Glyph>
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.6 5.2A15 15 0 0 1 22 8.8M5 12.4a10 10 0 0 1 3.4-2M13.9 9.6A10 10 0 0 1 19 12.4M8.5 15.9a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
    </Glyph>
  );
}

export function RefreshIcon() {
  return (
    <Glyph>
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </Glyph>
  );
}
