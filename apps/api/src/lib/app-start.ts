import { createHash } from 'node:crypto';

/**
 * A public page the server wrote (decision 0047) is painted before the app's code is even asked
 * for (decision 0055): the page's stylesheet and first pictures do not share the connection with
 * the app's ~400 KB of modules, and its first paint waits for no script. Right after that first
 * paint, this inline script puts the page's preload links (kept inert in `<template
 * id="app-preloads">` until then) into the head and imports the app's entry (named by `<meta
 * name="app-entry">`); after 3 s it does so whatever is still loading. The links go in eight at a
 * time, a task each: starting ~64 downloads in one go was itself a task of 20–130 ms on a slowed
 * phone. Until the app's page is ready the page is the server's copy: readable, and its links work.
 * A page the app drew on the server (decision 0058) takes no clicks until the app has hydrated it
 * (`data-app-starting` on <html>, styled in apps/web/src/app/global.css; the app removes it): its
 * buttons look ready but would do nothing. From the moment the app is asked for, the drawn page is
 * also `inert` (no focus, no typing: text typed into a field React has not yet attached to would be
 * lost) and `aria-disabled` (its controls say they are not ready yet, to assistive technology and to
 * the journeys' waits). After 20 s the marks go whatever happened, so a page whose app never starts
 * keeps its links. (The marks are set once the page is parsed, not only when the app is asked
 * for: the app is asked for a few frames later, after the first paint has been shown, and text
 * typed in between was lost the same way.)
 *
 * "After the first paint" is when the browser has reported the first contentful paint (a `paint`
 * PerformanceObserver: the frame has been shown, not only drawn) and the document has been parsed,
 * two frames on (a frame is asked for only once the one before it is rastered). Waiting for one
 * frame alone (`requestAnimationFrame`, then a task) was not enough on a busy phone: the raster of
 * the first frame (software, the product pictures) was still running when the app's modules were
 * asked for and evaluated, so the page was shown after them, and Lighthouse counted the app's code
 * as needed for the first paint (its simulated FCP and LCP at 1.5 and 2.3–2.6 s instead of 0.9 and
 * 1.4 s in a third of the runs). Without the observer (an older browser) the parse and two frames.
 */
export const APP_START_SCRIPT =
  "(function(){var m=document.querySelector('meta[name=app-entry]');if(!m)return;var s=0,h=document.documentElement;" +
  "function d(f){[].forEach.call(document.querySelectorAll('[data-ssr]'),f)}" +
  "h.setAttribute('data-app-starting','');setTimeout(function(){h.removeAttribute('data-app-starting');" +
  "d(function(e){e.inert=false;e.removeAttribute('aria-disabled')})},20000);" +
  "function w(){d(function(e){e.inert=true;e.setAttribute('aria-disabled','true')})}" +
  'function go(){if(s)return;s=1;w();' +
  "var t=document.getElementById('app-preloads');var l=t?[].slice.call(t.content.children):[];" +
  '(function put(){document.head.append.apply(document.head,l.splice(0,8));if(l.length)setTimeout(put,0)})();import(m.content)}' +
  // After the first contentful paint has been shown and the page parsed, two frames on (below).
  "var p=0,r=document.readyState!=='loading';function c(){if(r&&!s)w();if(p&&r)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(q,o){if(q.getEntriesByName('first-contentful-paint').length){o.disconnect();p=1;c()}}).observe({type:'paint',buffered:true});else p=1;" +
  "if(!r)document.addEventListener('DOMContentLoaded',function(){r=1;c()});c();setTimeout(go,3000)})();";

/** The Content-Security-Policy source that allows exactly this inline script and no other. */
export const APP_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
/** The page's early downloads (the entry's, and those of apps/web/scripts/home-preload.mjs). */
const PRELOADS = /\s*<link rel="(?:modulepreload|preload)"[^>]*>/g;

/** index.html with its entry script and preloads started by APP_START_SCRIPT after the first paint; unchanged without an entry script. */
export function startAppAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [`<link rel="modulepreload" crossorigin href="${entry}">`, ...(html.match(PRELOADS) ?? []).map((l) => l.trim())];
  return html
    .replace(PRELOADS, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<meta name="app-entry" content="${entry}">\n    <template id="app-preloads">${preloads.join('')}</template>\n    <script>${APP_START_SCRIPT}</script>`,
    );
}
