import { LANGUAGES, type Language, switchLanguagePath } from '@vedmarked/domain';
import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLanguage } from '../i18n/index.ts';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // A public page's URL in one language leads to the same page in the chosen one (/no/ved → /en/firewood).
  const choose = (lng: Language) => {
    const there = switchLanguagePath(pathname, lng);
    if (there) navigate(`${there}${search}${hash}`);
    void changeLanguage(lng);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('language.choose')}
          data-testid="language-menu"
          className="header-tight"
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.choose')}</Menu.Label>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            onClick={() => choose(lng)}
            aria-current={lng === current ? 'true' : undefined}
            fw={lng === current ? 700 : 400}
            lang={lng === 'no' ? 'nb' : lng}
          >
            {t(`language.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
