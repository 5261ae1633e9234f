import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title for the page, in the interface language. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · Vedmarked`;
  }, [title]);
  return null;
}
