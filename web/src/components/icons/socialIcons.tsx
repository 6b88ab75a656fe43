/** The social networks' marks, for the footer alone (it loads after the first view). */
import { Glyph } from './icons.tsx';

export function FacebookIcon() {
  return (
    <Glyph filled>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
    </Glyph>
  );
}

export function InstagramIcon() {
  return (
    <Glyph>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </Glyph>
  );
}

export function YoutubeIcon() {
  return (
    <Glyph filled>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
    </Glyph>
  );
}

export function WhatsappIcon() {
  return (
    <Glyph>
      <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8.5 19z" />
      <path d="M9 9.2c.2 2.4 2.6 5 5.6 5.6l1.1-1.4-1.8-.9-.8.8c-1-.4-2-1.4-2.4-2.4l.8-.8-.9-1.8z" />
    </Glyph>
  );
}
