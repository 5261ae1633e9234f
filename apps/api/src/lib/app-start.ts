import { createHash } from 'node:crypto';

/**
 * A public page the server wrote (decision 0047) is painted before the app's code is even asked
 * for (decision 0055): the page's stylesheet and first pictures do not share the connection with
 * the app's ~400 KB of modules, and its first paint waits for no script. Right after that first
 * paint, this inline script puts the page's preload links (kept inert in `<template
 * id="app-preloads">` until then) into the head and imports the app's entry (named by `<meta
 * name="app-entry">`); after 3 s it does so whatever is still loading. The links go in a few at a
 * time, a task of at most ~4 ms each: starting ~64 downloads in one go was itself a task of
 * 20–130 ms on a slowed phone, and eight at a time still 12–17 ms under Lighthouse's recording
 * (48–68 ms once its 4× slowdown is applied: blocking time). Until the app's page is ready the
 * page is the server's copy: readable, and its links work.
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
 *
 * A first visit's page (`data-app-waits` on <html>: a shop page drawn with the postcode dialog open,
 * decision 0060, or a content or supplier page, decision 0061) is the exception: the app is not run
 * while the page loads (on a slowed phone its start was 0.5–3 s of blocked main thread) but when the
 * visitor first touches, presses a key, clicks or types. Its code is still fetched after the first
 * paint (prefetched: cached, not compiled), so that start waits for no download. Until then links
 * work as links, and on a shop page the page behind the dialog is inert (focus stays in the dialog,
 * whose field the page focuses), the dialog gets its name, and a numeric field keeps only digits;
 * clicks on anything but a link, Enter in a field, Escape, an arrow (or Home, End) on a widget such as
 * a tab, and what was typed or chosen are held and done again once the app has attached
 * (APP_ATTACHED_EVENT, apps/web/src/lib/app-attached.ts;
 * hydration keeps the page's elements, so a held click is done on the element clicked): the typed
 * text is written past React's value tracker, so React reads it as a change. A browser whose
 * storage says it is no first visitor (a postcode, a session, a code, "Not now") starts at once.
 */
export const APP_START_SCRIPT =
  "(function(){var m=document.querySelector('meta[name=app-entry]');if(!m)return;var s=0,u=0,D=document,h=D.documentElement;" +
  // A first visit's page waits for the visitor (below).
  // Not when this browser is no first visitor after all (a postcode, a session, a code or "Not now"
  // stored where the server cannot see it, apps/web/src/lib/storage.ts): that page starts at once.
  "var o=h.hasAttribute('data-app-waits'),q=[];if(o)try{var L=localStorage;if(L.getItem('vm.postcode')||L.getItem('vm.accessToken')||L.getItem('vm.promoCode')||" +
  "sessionStorage.getItem('vm.postcodeDialogDismissed')){o=false;h.removeAttribute('data-app-waits')}}catch(e){}" +
  "function d(f){[].forEach.call(D.querySelectorAll('[data-ssr]'),f)}" +
  "if(!o){h.setAttribute('data-app-starting','');setTimeout(function(){h.removeAttribute('data-app-starting');" +
  "d(function(e){e.inert=false;e.removeAttribute('aria-disabled')})},20000)}" +
  "function w(){if(!o)d(function(e){e.inert=true;e.setAttribute('aria-disabled','true')})}" +
  // (Waiting for the visitor, the code is only fetched, not compiled: a prefetch, not a preload.)
  "function pre(){if(u)return;u=1;var t=D.getElementById('app-preloads');var l=t?[].slice.call(t.content.children):[];if(o&&!s)l.forEach(function(k){k.rel='prefetch'});" +
  // A few milliseconds of links a task (at least one): each starts a download, ~0.3 ms here but
  // 1.5–2 ms under a debugger's network recording, so a fixed eight made tasks Lighthouse counted as long.
  '(function put(){if(!l.length)return;var b=performance.now();do D.head.appendChild(l.shift());while(l.length&&performance.now()-b<4);setTimeout(put,0)})()}' +
  // Asked for by the visitor: the dialog says it is busy until the app has attached (a spinner in its field).
  "function go(){if(s)return;s=1;w();pre();if(o){h.setAttribute('data-app-loading','');var n=D.querySelector('[data-ssr] [aria-modal=true]');if(n)n.setAttribute('aria-busy','true')}import(m.content)}" +
  // After the first contentful paint has been shown and the page parsed, two frames on (below).
  "var p=0,r=D.readyState!=='loading';function c(){if(r&&!s)w();if(r&&o)hold();if(p&&r)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(o?pre:go,0)})})}" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(q,o){if(q.getEntriesByName('first-contentful-paint').length){o.disconnect();p=1;c()}}).observe({type:'paint',buffered:true});else p=1;" +
  "if(!r)D.addEventListener('DOMContentLoaded',function(){r=1;c()});c();setTimeout(o?pre:go,3000);" +
  // Waiting for the visitor: the page behind a dialog is inert (focus stays in the dialog); the
  // first touch, key, click or typing asks for the app. Clicks, Enter in a field, Escape and typing
  // before the app has attached are kept and done again once it has (APP_ATTACHED_EVENT).
  // (The dialog's name: Mantine links its title once it has mounted, so the drawn dialog has none.)
  "function hold(){if(hold.x)return;hold.x=1;var n=D.querySelector('[data-ssr] [aria-modal=true]'),l=n&&n.querySelector('h2[id]');if(!n)return;" +
  "if(l&&!n.hasAttribute('aria-labelledby'))n.setAttribute('aria-labelledby',l.id);" +
  "for(;n&&n.parentElement&&!n.hasAttribute('data-ssr');n=n.parentElement)[].forEach.call(n.parentElement.children,function(e){" +
  "if(e!==n&&!e.inert&&e.tagName!=='STYLE'){e.inert=true;e.setAttribute('data-held','')}})}" +
  "if(!o)return;var E=['pointerdown','touchstart','keydown','input','click','submit'];" +
  "function on(e){var t=e.target,y=e.type;if(y==='click'||y==='submit'?!(t.closest&&t.closest('a[href]')):y==='keydown'&&(e.key==='Escape'||e.key==='Enter'&&t.tagName==='INPUT'||" +
  // An arrow, Home or End on a widget of the page's own (a tab, a menu item; not a field's caret, not the page's scrolling).
  "t.tagName!=='INPUT'&&t.tagName!=='TEXTAREA'&&t.hasAttribute&&t.hasAttribute('role')&&/^(Arrow|Home$|End$)/.test(e.key)))" +
  "{e.preventDefault();e.stopPropagation();q.push([y,t,e.key])}else if(y==='input'){if(t.inputMode==='numeric'&&/\\D/.test(t.value))t.value=t.value.replace(/\\D/g,'');q=q.filter(function(a){return a[1]!==t});q.push([y,t,t.value])}go()}" +
  "E.forEach(function(n){D.addEventListener(n,on,{capture:true,passive:n==='touchstart'||n==='pointerdown'})});" +
  "window.addEventListener('vm:app-attached',function(){E.forEach(function(n){D.removeEventListener(n,on,true)});h.removeAttribute('data-app-waits');" +
  "[].forEach.call(D.querySelectorAll('[data-held]'),function(e){e.inert=false;e.removeAttribute('data-held')});" +
  "h.removeAttribute('data-app-loading');[].forEach.call(D.querySelectorAll('[aria-busy=true][aria-modal=true]'),function(e){e.removeAttribute('aria-busy')});" +
  'q.forEach(function(a){var t=a[1],y=a[0],V;if(!t.isConnected)return;' +
  // Typed (or chosen) before the app: the field shows it, React does not know it yet. Its own value
  // tracker is set back and the text written past it (the field's own setter: an input, a text area,
  // a select), so the input event reads as a change (React's onChange; a select's listens to change).
  "if(y==='input'){V=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value');if(!V||!V.set)return;t.value='';V.set.call(t,a[2]);" +
  "t.dispatchEvent(new Event('input',{bubbles:true}));if(t.tagName==='SELECT')t.dispatchEvent(new Event('change',{bubbles:true}))}" +
  "else if(y==='keydown')t.dispatchEvent(new KeyboardEvent('keydown',{key:a[2],bubbles:true,cancelable:true}));" +
  "else if(y==='submit')t.requestSubmit?t.requestSubmit():t.submit();else t.click()})},{once:true})})();";

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
