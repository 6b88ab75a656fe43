// Base styles first: component stylesheets imported below may override them.
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { loadMessages } from './i18n/index.ts';
import { config } from './lib/config.ts';

const locale = config.defaultLocale;
document.documentElement.lang = locale;
const messages = await loadMessages(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App locale={locale} messages={messages} />);
