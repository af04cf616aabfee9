import { isLocale, type Locale, locales } from '@salon/domain/locales';
import { languageNames } from '@salon/i18n/language-names';
import { useId } from 'react';

/**
 * Switches every text at once (`choose`), each language named in itself; `onChange` lets a
 * signed-in page also remember the choice.
 */
export function LanguageSelect({
  label,
  lang,
  choose,
  onChange,
}: {
  /** What the select is, read out by screen readers. */
  label: string;
  lang: Locale;
  choose: (lang: Locale) => Promise<void>;
  onChange?: ((lang: Locale) => void) | undefined;
}) {
  const id = useId();
  return (
    <div className="language">
      <label htmlFor={id} className="visually-hidden">
        {label}
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
