// One chunk per language: the widget loads only the language it shows. The JSON lives in
// packages/i18n (the four languages' keys are checked there); only these two namespaces are used.
import booking from '@salon/i18n/locales/en/booking.json' with { type: 'json' };
import errors from '@salon/i18n/locales/en/errors.json' with { type: 'json' };

export default { booking, errors };
