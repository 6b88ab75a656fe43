// Base styles first: component stylesheets imported below may override them.
import './styles/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { loadMessages } from './i18n/index.ts';
import { config } from './lib/config.ts';

const locale = config.defaultLocale;
document.documentElement.lang = locale;
const messages = await loadMessages(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition renders the first view in slices, yielding to the browser between them, instead of one long
// task (Lighthouse's total blocking time); nothing is on screen before it anyway.
startTransition(() => root.render(<App locale={locale} messages={messages} />));
