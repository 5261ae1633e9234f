// First: zod without `new Function` (the CSP forbids it), before any schema is built.
import './app/zod-jitless.ts';
// Then: the public page's code, translations and answers start loading before anything else.
import './app/boot-prefetch.ts';
import './i18n/index.ts';
// The styles stay in the entry, so that index.html links them (the server's copy of a page uses them too).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

// The app itself: its own chunk, so that evaluating it is a task of its own (app/start.tsx).
void import('./app/start.tsx');
