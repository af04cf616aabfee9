import { isLocale, type Locale, locales } from '@salon/domain/locales';
import { languageNames } from '@salon/i18n/language-names';
import { useId } from 'react';
import { useI18n } from '../lib/i18n-context.tsx';

/** Switches every text at once; `onChange` lets a signed-in page also remember the choice. */
export function LanguageSelect({ onChange }: { onChange?: ((lng: Locale) => void) | undefined }) {
  const { t, lang, choose } = useI18n();
  const id = useId();
  return (
    <div className="language">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        data-testid="language-select"
        value={lang}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === lang) return;
          void choose(next);
          onChange?.(next);
        }}
      >
        {locales.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {languageNames[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
