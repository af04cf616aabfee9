// One chunk per language: the site loads only the language it shows. The JSON lives in
// packages/i18n (the four languages' keys are checked there).
import account from '@salon/i18n/locales/de/account.json' with { type: 'json' };
import errors from '@salon/i18n/locales/de/errors.json' with { type: 'json' };

export default { account, errors };
