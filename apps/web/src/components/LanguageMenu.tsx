import { LANGUAGES, type Language } from '@vedmarked/domain';
import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/index.ts';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
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
            onClick={() => void changeLanguage(lng)}
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
