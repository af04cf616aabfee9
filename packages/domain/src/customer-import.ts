/**
 * What a customer import will do, line by line, before anything is written: the one planner both
 * the preview and the import run, so that the import does exactly what the preview showed.
 *
 * Rules:
 * - An empty cell gives nothing: it never clears what the salon has stored.
 * - A line is matched to a customer by e-mail; without an e-mail (or with one nobody has yet) by
 *   phone (E.164); a line with neither is matched by name only to say it is already there.
 * - Whatever could be a second record of someone the salon has is reported, not created: a phone
 *   that belongs to a customer of another name or another e-mail, an e-mail of one customer with
 *   the phone of another, a line with no contact and the name of an existing customer.
 * - Lines of the same file about the same customer are merged; a line that contradicts an earlier
 *   one (two birthdays) is skipped.
 */

export const importFields = ['name', 'email', 'phone', 'birthday', 'note'] as const;
export type ImportField = (typeof importFields)[number];

/** A valid line: the name, and the other fields whose cells were not empty (email lower-cased, phone E.164). */
export interface ImportRow {
  line: number;
  name: string;
  email?: string | undefined;
  phone?: string | undefined;
  birthday?: string | undefined;
  note?: string | undefined;
}

/** A customer as the salon has them. */
export interface KnownCustomer {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  note: string | null;
}

export interface FieldChange {
  field: ImportField;
  from: string | null;
  to: string;
}

export const importSkipReasons = [
  /** The same customer as an earlier line, with nothing new. */
  'repeatsLine',
  /** The same customer as an earlier line, with another value of `field`. */
  'conflictsWithLine',
  /** The e-mail is one customer's, the phone another's. */
  'emailPhoneConflict',
  /** The phone belongs to a customer with another e-mail address. */
  'phoneHasOtherEmail',
  /** The phone belongs to a customer of another name. */
  'phoneHasOtherName',
  /** Several customers have this phone and none (or more than one) of them this name. */
  'phoneShared',
  /** No e-mail and no phone, and a customer of this name exists: most likely them again. */
  'sameName',
] as const;
export type ImportSkipReason = (typeof importSkipReasons)[number];

export type ImportLinePlan =
  /** A new customer with these values. */
  | { line: number; action: 'create'; name: string; values: FieldChange[] }
  | { line: number; action: 'update'; name: string; customerId: string; changes: FieldChange[] }
  /** Everything the line gives, the customer has already. */
  | { line: number; action: 'unchanged'; name: string; customerId: string }
  /** What the line adds went into the earlier line `otherLine`'s creation or update. */
  | { line: number; action: 'merge'; name: string; otherLine: number; changes: FieldChange[] }
  | {
      line: number;
      action: 'skip';
      name: string;
      reason: ImportSkipReason;
      /** The existing customer the line most likely is, and their name as the salon has it. */
      customerId: string | null;
      customerName: string | null;
      otherLine: number | null;
      field: ImportField | null;
    }
  /** A line that could not be read: `message` names the fields, as `field: message; …`. */
  | { line: number; action: 'error'; message: string };

export interface ImportPlan {
  lines: ImportLinePlan[];
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: number;
}

const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Names compared as people read them: case, the encoding of accents and spacing aside. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/** A customer as the file leaves them, and which line created or first changed them. */
interface Working extends KnownCustomer {
  /** The line whose plan holds this customer's creation or update. */
  owner: number | null;
  /** Values lines of this file stated, with the first line that stated each. */
  stated: Map<ImportField, { value: string; line: number }>;
}

type Entry = { line: number; plan: ImportLinePlan };

function index<K>(map: Map<K, Working[]>, key: K | null, customer: Working) {
  if (key === null) return;
  const list = map.get(key);
  if (list) {
    if (!list.includes(customer)) list.push(customer);
  } else map.set(key, [customer]);
}

function unindex<K>(map: Map<K, Working[]>, key: K | null, customer: Working) {
  if (key === null) return;
  const list = map.get(key)?.filter((c) => c !== customer);
  if (list?.length) map.set(key, list);
  else map.delete(key);
}

/**
 * The plan of an import: `rows` are the file's valid lines, `errors` the lines that could not be
 * read, `known` the salon's customers now. Pure: it neither changes its inputs nor looks anything up.
 */
export function planImport(
  rows: readonly ImportRow[],
  errors: readonly { line: number; message: string }[],
  known: readonly KnownCustomer[],
): ImportPlan {
  const byEmail = new Map<string, Working[]>();
  const byPhone = new Map<string, Working[]>();
  const byName = new Map<string, Working[]>();
  const add = (customer: Working) => {
    index(byEmail, customer.email, customer);
    index(byPhone, customer.phone, customer);
    index(byName, nameKey(customer.name), customer);
  };
  for (const customer of known) add({ ...customer, owner: null, stated: new Map() });

  const entries: Entry[] = errors.map((e) => ({
    line: e.line,
    plan: { line: e.line, action: 'error', message: e.message },
  }));
  const plans = new Map<number, ImportLinePlan>();

  const skip = (
    row: ImportRow,
    reason: ImportSkipReason,
    more: { customer?: Working; otherLine?: number | null; field?: ImportField | null } = {},
  ): ImportLinePlan => ({
    line: row.line,
    action: 'skip',
    name: row.name,
    reason,
    customerId: more.customer ? idOf(more.customer) : null,
    customerName: more.customer?.name ?? null,
    otherLine: more.otherLine ?? null,
    field: more.field ?? null,
  });
  // A customer planned by this file has no id yet: say which line it is instead.
  const idOf = (c: Working) => (c.id.startsWith('line:') ? null : c.id);

  /** The customer a line is about, a reason to skip it, or nobody yet. */
  const match = (row: ImportRow): Working | ImportLinePlan | null => {
    const phoneHolders = row.phone ? (byPhone.get(row.phone) ?? []) : [];
    if (row.email) {
      const holder = byEmail.get(row.email)?.[0];
      if (holder) {
        const other = phoneHolders.find((c) => c !== holder);
        if (other && holder.phone !== row.phone) {
          return skip(row, 'emailPhoneConflict', { customer: other, otherLine: other.owner });
        }
        return holder;
      }
    }
    if (row.phone && phoneHolders.length > 0) {
      const named = phoneHolders.filter((c) => sameName(c.name, row.name));
      const candidates = named.length > 0 ? named : phoneHolders;
      if (candidates.length > 1) return skip(row, 'phoneShared', { customer: candidates[0] as Working });
      const holder = candidates[0] as Working;
      const at = { customer: holder, otherLine: holder.owner };
      if (row.email && holder.email !== null) return skip(row, 'phoneHasOtherEmail', at);
      if (named.length === 0) return skip(row, 'phoneHasOtherName', at);
      return holder;
    }
    if (!row.email && !row.phone) {
      const named = byName.get(nameKey(row.name)) ?? [];
      const first = named[0];
      if (!first) return null;
      // Them again when the line says nothing else about them; otherwise most likely a second record.
      const { changes, conflict } = changesFor(row, first);
      if (named.length === 1 && changes.length === 0 && !conflict) return first;
      return skip(row, 'sameName', { customer: first, otherLine: first.owner });
    }
    return null;
  };

  const changesFor = (
    row: ImportRow,
    customer: Working,
  ): { changes: FieldChange[]; conflict: { field: ImportField; line: number } | null } => {
    const changes: FieldChange[] = [];
    for (const field of importFields) {
      const value = row[field];
      if (value === undefined) continue;
      const stated = customer.stated.get(field);
      const agrees = (a: string, b: string) => (field === 'name' ? sameName(a, b) : a === b);
      if (stated && !agrees(stated.value, value))
        return { changes: [], conflict: { field, line: stated.line } };
      // A name that reads the same ("anna  müller") is no reason to rewrite the one the salon keeps.
      const stored = customer[field];
      if (stored === null || !agrees(stored, value)) changes.push({ field, from: stored, to: value });
    }
    return { changes, conflict: null };
  };

  const apply = (customer: Working, row: ImportRow, changes: FieldChange[]) => {
    unindex(byEmail, customer.email, customer);
    unindex(byPhone, customer.phone, customer);
    unindex(byName, nameKey(customer.name), customer);
    for (const change of changes) customer[change.field] = change.to;
    for (const field of importFields) {
      const value = row[field];
      if (value !== undefined && !customer.stated.has(field))
        customer.stated.set(field, { value, line: row.line });
    }
    add(customer);
  };

  for (const row of rows) {
    const found = match(row);
    let plan: ImportLinePlan;
    if (found !== null && 'action' in found) {
      plan = found;
    } else if (found === null) {
      const values = importFields.flatMap((field): FieldChange[] => {
        const value = row[field];
        return value === undefined ? [] : [{ field, from: null, to: value }];
      });
      const customer: Working = {
        id: `line:${row.line}`,
        name: row.name,
        email: null,
        phone: null,
        birthday: null,
        note: null,
        owner: row.line,
        stated: new Map(),
      };
      apply(customer, row, values);
      plan = { line: row.line, action: 'create', name: row.name, values };
    } else {
      const { changes, conflict } = changesFor(row, found);
      if (conflict) {
        plan = skip(row, 'conflictsWithLine', {
          customer: found,
          otherLine: conflict.line,
          field: conflict.field,
        });
      } else if (found.owner !== null) {
        const owner = plans.get(found.owner);
        if (changes.length === 0) {
          plan = skip(row, 'repeatsLine', { customer: found, otherLine: found.owner });
        } else {
          // Folded into the earlier line: one creation or update per customer.
          if (owner?.action === 'create') owner.values.push(...changes);
          if (owner?.action === 'update') owner.changes.push(...changes);
          plan = { line: row.line, action: 'merge', name: row.name, otherLine: found.owner, changes };
        }
        apply(found, row, changes);
      } else if (changes.length === 0) {
        const earlier = [...found.stated.values()][0];
        plan = earlier
          ? skip(row, 'repeatsLine', { customer: found, otherLine: earlier.line })
          : { line: row.line, action: 'unchanged', name: row.name, customerId: found.id };
        apply(found, row, changes);
      } else {
        plan = { line: row.line, action: 'update', name: row.name, customerId: found.id, changes };
        found.owner = row.line;
        apply(found, row, changes);
      }
    }
    plans.set(row.line, plan);
    entries.push({ line: row.line, plan });
  }

  const lines = entries.sort((a, b) => a.line - b.line).map((e) => e.plan);
  const count = (action: ImportLinePlan['action']) => lines.filter((l) => l.action === action).length;
  return {
    lines,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    skipped: count('skip'),
    errors: count('error'),
  };
}
