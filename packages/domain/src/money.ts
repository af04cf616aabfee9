/**
 * Reading an amount of money as a person types it, in their language, into integer minor units.
 *
 * People type the separators of their language ("1.234,50" in German), the other one out of
 * habit ("159,50" in an English form), or none. Whatever can be read only one way is accepted;
 * what could mean two amounts ("1.500" in French: 1.5 or 1500?) is refused with a reason, never
 * guessed: a price 1000× off is worse than a question.
 */

export type MoneyParseFailure =
  /** Nothing typed. */
  | 'empty'
  /** Not an amount: letters, stray signs, separators where none can be ("1.2.3", "1,5,0"). */
  | 'invalid'
  | 'negative'
  /** Could be read as two different amounts. */
  | 'ambiguous'
  /** More digits after the decimal mark than the currency has (3 for EUR, any for JPY). */
  | 'tooManyDecimals'
  | 'tooLarge';

export type MoneyParseResult = { ok: true; minor: number } | { ok: false; reason: MoneyParseFailure };

export interface MoneyFormat {
  /** The decimal mark of the language: "." in English, "," in German. */
  decimal: string;
  /** Its thousands separator: "," in English, "." in German, a narrow space in French. */
  group: string;
  /** The currency's minor digits: 2 for EUR, 0 for JPY. */
  digits: number;
  /** How the currency is written, to be ignored around the number: "€", "EUR", "US$", "$". */
  symbols: string[];
}

const formats = new Map<string, MoneyFormat>();

/** What Intl knows of the language's and the currency's way of writing amounts. */
export function moneyFormat(locale: string, currency: string): MoneyFormat {
  const key = `${locale}|${currency}`;
  const known = formats.get(key);
  if (known) return known;
  let number: Intl.NumberFormatPart[];
  try {
    number = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  } catch {
    // Not a language tag Intl accepts: read amounts the English way rather than fail the form.
    return moneyFormat('en', currency);
  }
  const symbols = new Set<string>([currency]);
  let digits = 2;
  try {
    for (const display of ['symbol', 'narrowSymbol'] as const) {
      const money = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: display,
      });
      digits = money.resolvedOptions().maximumFractionDigits ?? 2;
      for (const part of money.formatToParts(1)) if (part.type === 'currency') symbols.add(part.value);
    }
  } catch {
    // Not a currency Intl knows: amounts in it still have two decimals.
  }
  const format: MoneyFormat = {
    decimal: number.find((p) => p.type === 'decimal')?.value ?? '.',
    group: number.find((p) => p.type === 'group')?.value ?? ',',
    digits,
    // Longest first, so that "US$" goes before "$".
    symbols: [...symbols].sort((a, b) => b.length - a.length),
  };
  formats.set(key, format);
  return format;
}

const SPACES = /[\s\u00a0\u202f\u2009]/;
const fail = (reason: MoneyParseFailure): MoneyParseResult => ({ ok: false, reason });

/** A thousands grouping is 1–3 digits, then groups of exactly 3. */
const grouped = (parts: string[]) =>
  parts.length > 1 && /^\d{1,3}$/.test(parts[0] ?? '') && parts.slice(1).every((p) => /^\d{3}$/.test(p));

/**
 * `input` in the currency's minor units ("159,50" EUR → 15950), or why it cannot be read.
 * `max` (minor units) refuses larger amounts as `tooLarge`.
 */
export function parseMoney(
  input: string,
  options: { locale: string; currency: string; max?: number },
): MoneyParseResult {
  const format = moneyFormat(options.locale, options.currency);
  let text = input.trim();
  if (text === '') return fail('empty');
  for (const symbol of format.symbols) {
    const upper = text.toUpperCase();
    if (upper.startsWith(symbol.toUpperCase())) text = text.slice(symbol.length).trim();
    else if (upper.endsWith(symbol.toUpperCase())) text = text.slice(0, -symbol.length).trim();
  }
  if (/^[-\u2212]/.test(text) || /[-\u2212]$/.test(text)) return fail('negative');
  if (text === '') return fail('invalid');

  // Digits, and between them single separators: "." "," "'" "’" or a space.
  const tokens = text.split(/([.,'’\s\u00a0\u202f\u2009])/);
  const numbers = tokens.filter((_, i) => i % 2 === 0);
  const marks = tokens.filter((_, i) => i % 2 === 1);
  if (!numbers.every((n, i) => /^\d+$/.test(n) || (n === '' && (i === 0 || i === numbers.length - 1)))) {
    return fail('invalid');
  }
  // ".50" and "12." are a decimal mark at an end; anything else empty is a doubled separator.
  if (numbers.length === 1 && numbers[0] === '') return fail('invalid');

  const kinds = [...new Set(marks.map((m) => (SPACES.test(m) ? ' ' : m)))];
  const isGroupLike = (mark: string) => mark === ' ' || mark === "'" || mark === '’';
  let decimal: string | null = null;

  if (kinds.length > 2) return fail('invalid');
  if (kinds.length === 2) {
    // "1,234.56" or "1 234,56": the last mark is the decimal one, used once, the other groups.
    const last = marks.at(-1) as string;
    const lastKind = SPACES.test(last) ? ' ' : last;
    if (isGroupLike(lastKind) || marks.filter((m) => m === last).length !== 1) return fail('invalid');
    decimal = last;
  } else if (kinds.length === 1) {
    const mark = kinds[0] as string;
    const fraction = numbers.at(-1) as string;
    if (isGroupLike(mark)) {
      decimal = null;
    } else if (mark === format.decimal) {
      // Twice or more, the language's own decimal mark is a typing error, never a grouping.
      if (marks.length > 1) return fail('invalid');
      decimal = mark;
    } else if (marks.length > 1) {
      // Used several times, a mark can only group ("1.234.567"); "1.2.3" fails the grouping below.
      decimal = null;
    } else if (fraction.length === 3 && grouped(numbers)) {
      // "1,500": thousands where this mark groups; two readings where the language uses neither.
      if (mark !== format.group) return fail('ambiguous');
      decimal = null;
    } else {
      // Cannot be a thousands group ("159,50", "1,5"): the decimal mark typed the other way.
      decimal = mark;
    }
  }

  let integer: string;
  let fraction = '';
  if (decimal === null) {
    if (marks.length > 0 && !grouped(numbers)) return fail('invalid');
    integer = numbers.join('');
  } else {
    const at = tokens.lastIndexOf(decimal);
    const head = tokens.slice(0, at);
    fraction = tokens.slice(at + 1).join('');
    const headNumbers = head.filter((_, i) => i % 2 === 0);
    if (headNumbers.length > 1 && !grouped(headNumbers)) return fail('invalid');
    integer = headNumbers.join('');
    if (integer === '' && fraction === '') return fail('invalid');
  }
  if (fraction.length > format.digits) return fail('tooManyDecimals');
  const digits = `${integer || '0'}${fraction.padEnd(format.digits, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor) || (options.max !== undefined && minor > options.max)) {
    return fail('tooLarge');
  }
  return { ok: true, minor };
}

/** Minor units as a form field shows them for editing: 15950 EUR → "159.50" in English, "159,50" in German. */
export function formatMoneyInput(minor: number, options: { locale: string; currency: string }): string {
  const { digits } = moneyFormat(options.locale, options.currency);
  return new Intl.NumberFormat(options.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits);
}
