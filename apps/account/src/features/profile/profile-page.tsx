import { isLocale, type Locale, locales } from '@salon/domain/locales';
import { formatPhone } from '@salon/domain/phone';
import { languageNames } from '@salon/i18n/language-names';
import { fieldErrors } from '@salon/web/api-error';
import { Field } from '@salon/web/react/field';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { type FormEvent, useId, useState } from 'react';
import { useProfile, useUpdateProfile } from '../../api/profile.ts';
import type { Profile } from '../../api/types.ts';
import { Loading } from '../../components/loading.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import type { AccountKey } from '../../lib/i18n.ts';
import { useI18n } from '../../lib/i18n-context.tsx';

/** The account's name, phone, birthday and language; the salons' records follow them. */
export function ProfilePage() {
  const i18n = useI18n();
  const { t } = i18n;
  const profile = useProfile();
  return (
    <>
      <PageHeading>{t('profile.title')}</PageHeading>
      {profile.isPending ? <Loading /> : null}
      {profile.isError ? <Notice testId="profile-error">{messageOf(i18n, profile.error)}</Notice> : null}
      {profile.data ? <ProfileForm profile={profile.data} /> : null}
    </>
  );
}

const fieldProblem: Record<string, AccountKey> = {
  name: 'profile.nameMissing',
  phone: 'profile.phoneInvalid',
  birthday: 'profile.birthdayInvalid',
};

function ProfileForm({ profile }: { profile: Profile }) {
  const i18n = useI18n();
  const { t, choose } = i18n;
  const update = useUpdateProfile();
  const languageId = useId();
  const [name, setName] = useState(profile.name);
  // As dialled in the country it is read in (the last salon's), so saving it unchanged keeps it.
  const [phone, setPhone] = useState(profile.phone ? formatPhone(profile.phone, profile.country) : '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [locale, setLocale] = useState<Locale>(profile.locale);
  const [tried, setTried] = useState(false);

  const problems = new Map(
    fieldErrors(update.error).map((f) => [
      f.path.split('.')[0] ?? '',
      fieldProblem[f.path.split('.')[0] ?? ''],
    ]),
  );
  const errorOf = (field: string) => {
    const key = problems.get(field);
    return key ? t(key) : null;
  };
  const nameError = tried && !name.trim() ? t('profile.nameMissing') : errorOf('name');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    // Only a language picked here switches the site: saving a new phone number keeps the language
    // the visitor is reading, even when the account's stored one differs.
    const picked = locale !== profile.locale;
    update.mutate(
      {
        name: name.trim(),
        phone: phone.trim() || null,
        country: profile.country,
        birthday: birthday || null,
        locale,
      },
      {
        onSuccess: (saved) => {
          setPhone(saved.phone ? formatPhone(saved.phone, saved.country) : '');
          // The site speaks the account's language from now on, on this device too.
          if (picked) void choose(saved.locale);
        },
      },
    );
  };

  const general = update.isError && problems.size === 0;
  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="profile-form">
      <p className="muted">{t('profile.intro')}</p>
      <Field
        label={t('profile.email')}
        testId="profile-email"
        value={profile.email}
        readOnly
        onValue={() => {}}
      />
      <Field
        label={t('profile.name')}
        autoComplete="name"
        required
        testId="profile-name"
        value={name}
        error={nameError}
        onValue={setName}
      />
      <Field
        label={t('profile.phone')}
        hint={t('profile.phoneHint')}
        type="tel"
        autoComplete="tel"
        testId="profile-phone"
        value={phone}
        error={errorOf('phone')}
        onValue={setPhone}
      />
      <Field
        label={t('profile.birthday')}
        hint={t('profile.birthdayHint')}
        type="date"
        autoComplete="bday"
        testId="profile-birthday"
        value={birthday}
        error={errorOf('birthday')}
        onValue={setBirthday}
      />
      <div className="field">
        <label htmlFor={languageId}>{t('profile.language')}</label>
        <p className="hint" id={`${languageId}-hint`}>
          {t('profile.languageHint')}
        </p>
        <select
          id={languageId}
          aria-describedby={`${languageId}-hint`}
          data-testid="profile-language"
          value={locale}
          onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
        >
          {locales.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {languageNames[lng]}
            </option>
          ))}
        </select>
      </div>
      {general ? <Notice testId="profile-save-error">{messageOf(i18n, update.error)}</Notice> : null}
      {update.isSuccess ? (
        <Notice kind="success" testId="profile-saved">
          {t('profile.saved')}
        </Notice>
      ) : null}
      <button type="submit" className="button" data-testid="profile-save" disabled={update.isPending}>
        {update.isPending ? t('app.working') : t('profile.save')}
      </button>
    </form>
  );
}
