import { useTranslation } from 'react-i18next';

/**
 * "Skip to content" (WCAG 2.4.1): the first control of every layout. It moves focus to <main> itself
 * (tabIndex -1), so the next Tab continues inside the content, and leaves the address unchanged.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link (#main) that works without script; the handler only keeps the address clean.
    <a
      className="skip-link"
      href="#main"
      onClick={(e) => {
        const main = document.getElementById('main');
        if (!main) return;
        e.preventDefault();
        if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {t('a11y.skip-to-content')}
    </a>
  );
}
