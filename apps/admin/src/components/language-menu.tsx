import { Button, Menu } from '@mantine/core';
import { type Locale, locales } from '@salon/domain';
import { languageNames } from '@salon/i18n/language-names';
import { chooseLanguage, currentLanguage } from '@salon/web/i18n';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Switches every text at once; `onChange` lets a signed-in page also remember the choice. */
export function LanguageMenu({ onChange }: { onChange?: (lng: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const current = currentLanguage(i18n);

  const select = (lng: Locale) => {
    if (lng === current) return;
    void chooseLanguage(i18n, lng);
    onChange?.(lng);
  };

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          aria-label={t('language.button', { code: current.toUpperCase() })}
          leftSection={<IconLanguage size={18} aria-hidden />}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {locales.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            aria-current={lng === current ? 'true' : undefined}
            rightSection={lng === current ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => select(lng)}
          >
            {languageNames[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
