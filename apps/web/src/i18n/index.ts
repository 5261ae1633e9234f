import { browserLanguage, FALLBACK_LANGUAGE, LANGUAGES, type Language, urlLanguage } from '@vedmarked/domain';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../lib/storage.ts';

type Resource = { default: Record<string, unknown> };
/** One JSON file per language and namespace; each is its own chunk, loaded when first used. */
const local = import.meta.glob<Resource>('./*/*.json');
/** Error and validation messages are shared with the API (packages/domain). */
const shared = import.meta.glob<Resource>('../../../../packages/domain/src/i18n/*/*.json');

function loaderFor(lng: string, ns: string) {
  return local[`./${lng}/${ns}.json`] ?? shared[`../../../../packages/domain/src/i18n/${lng}/${ns}.json`];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = loaderFor(lng, ns);
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e) => callback(e, null),
    );
  },
};

/**
 * A public page's URL in one language (/en/firewood) shows it in that language (decision 0041).
 * Elsewhere the user's choice on this device wins; a first visit follows the browser when it is
 * one of ours, else Spanish.
 */
export function initialLanguage(): Language {
  const fromUrl = typeof location === 'undefined' ? null : urlLanguage(location.pathname);
  if (fromUrl) return fromUrl;
  const stored = storage.get('language');
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored;
  return browserLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/**
 * Starts loading namespaces of the starting language at once (the home page's, before the app has
 * mounted): i18next later reads the same modules, already on their way (app/boot-prefetch.ts).
 */
export function preloadNamespaces(namespaces: readonly string[]) {
  // i18next waits for the fallback language's file of a namespace too.
  for (const lng of new Set([initialLanguage(), FALLBACK_LANGUAGE])) {
    for (const ns of namespaces) void loaderFor(lng, ns)?.().catch(() => {});
  }
}

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    // i18next logs an advertisement to the console on every start otherwise.
    showSupportNotice: false,
  });

const HTML_LANG: Record<Language, string> = { es: 'es', en: 'en', no: 'nb' };
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = HTML_LANG[lng as Language] ?? lng;
  });
  document.documentElement.lang = HTML_LANG[initialLanguage()];
}

type ChoiceListener = (lng: Language) => void;
const choiceListeners = new Set<ChoiceListener>();

/** Told of every language the user chooses (the session stores it on the signed-in account). */
export function onLanguageChosen(l: ChoiceListener) {
  choiceListeners.add(l);
  return () => choiceListeners.delete(l);
}

/** Changes the interface language and stores the choice on this device (and, signed in, on the account). */
export async function changeLanguage(lng: Language) {
  storage.set('language', lng);
  await i18n.changeLanguage(lng);
  for (const l of choiceListeners) l(lng);
}

export default i18n;
