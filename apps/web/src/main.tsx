// First: zod without `new Function` (the CSP forbids it), before any schema is built.
import './app/zod-jitless.ts';
// Then: the home page's code, translations and products start loading before anything else.
import './app/boot-prefetch.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { appContainer } from './app/server-content.ts';
import './i18n/index.ts';

createRoot(appContainer()).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
