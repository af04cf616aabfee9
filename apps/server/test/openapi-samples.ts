/**
 * Requests built from the server's own OpenAPI document (`/api/docs/json`): for every operation a
 * plausible base request (real ids where the name says which), and the list of its text fields,
 * so a test can put hostile text into each of them in turn.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** The path as documented, with `{name}` placeholders. */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: { schema: JsonSchema; contentType: string };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() as string;
    return resolve(doc.components?.schemas?.[name] ?? {});
  };
  const deref = (schema: JsonSchema): JsonSchema => {
    const s = resolve(schema);
    return {
      ...s,
      ...(s.items ? { items: deref(s.items) } : {}),
      ...(s.properties
        ? { properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, deref(v)])) }
        : {}),
      ...(s.anyOf ? { anyOf: s.anyOf.map(deref) } : {}),
      ...(s.oneOf ? { oneOf: s.oneOf.map(deref) } : {}),
      ...(s.allOf ? { allOf: s.allOf.map(deref) } : {}),
    };
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({ ...p, schema: deref(p.schema) })),
        ...(content && contentType ? { body: { schema: deref(content.schema), contentType } } : {}),
      };
    }),
  );
}

/** Values a pattern of the contracts may ask for; the first one the pattern takes is used. */
const patternCandidates = [
  '2026-11-24',
  '10:00',
  'EUR',
  'DE',
  '#336699',
  'fuzz-salon',
  'abcdefghijklmnopqrstuvwxyz012345',
  '+4930123456',
  'Fuzz',
  '1',
];

export interface Ids {
  shop: string;
  subdomain: string;
  stylist: string;
  service: string;
  category: string;
  customer: string;
  appointment: string;
  product: string;
  manageToken: string;
  preferencesToken: string;
  other: string;
}

/** Which id a field or parameter of this name takes. */
function idFor(name: string, ids: Ids, resource?: string): string {
  const key = name.replace(/Ids?$|s$/, '').toLowerCase();
  const byKey: Record<string, string> = {
    shop: ids.shop,
    stylist: ids.stylist,
    service: ids.service,
    category: ids.category,
    customer: ids.customer,
    appointment: ids.appointment,
    product: ids.product,
  };
  if (key === 'id' && resource) return byKey[resource.replace(/s$/, '').replace(/ie$/, 'y')] ?? ids.other;
  return byKey[key] ?? ids.other;
}

const isString = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** A body that is one text (a CSV file), not JSON. */
export const isTextBody = (schema: JsonSchema) => isString(schema);

/** Whether a schema holds text somewhere (so an optional field is worth sending). */
function holdsText(schema: JsonSchema): boolean {
  if (isString(schema)) return !schema.enum && !schema.format;
  return [
    ...(schema.items ? [schema.items] : []),
    ...Object.values(schema.properties ?? {}),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ].some(holdsText);
}

/** A value the schema takes, with real ids where the field's name says which. */
export function sample(schema: JsonSchema, ids: Ids, name = ''): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const chosen = options.find((o) => o.type !== 'null') ?? options[0] ?? {};
    return sample(chosen, ids, name);
  }
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), ids, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([key, value]) => required.has(key) || holdsText(value))
        .map(([key, value]) => [key, sample(value, ids, key)]),
    );
  }
  if (type === 'array') {
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
      sample(schema.items ?? {}, ids, name),
    );
  }
  if (type === 'integer' || type === 'number') {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'boolean') return true;
  if (type !== 'string') return 'Fuzz';
  if (schema.format === 'uuid') return idFor(name, ids);
  if (schema.format === 'date-time') {
    return /end/i.test(name) ? '2026-11-24T11:00:00+01:00' : '2026-11-24T10:00:00+01:00';
  }
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/fuzz';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fit = patternCandidates.find((candidate) => pattern.test(candidate));
    if (fit) return fit;
  }
  if (/email/i.test(name)) return 'fuzz@example.com';
  if (/phone/i.test(name)) return '+4930123456';
  if (/password/i.test(name)) return 'correct horse battery';
  const text = 'Fuzz text';
  const min = schema.minLength ?? 0;
  return text
    .padEnd(min, 'x')
    .slice(0, Math.max(min, Math.min(text.length, schema.maxLength ?? text.length)));
}

/** The value of a path parameter of this name, in this path. */
export function pathParam(path: string, name: string, ids: Ids): string {
  if (name === 'subdomain') return ids.subdomain;
  if (name === 'token')
    return path.includes('notification-preferences') ? ids.preferencesToken : ids.manageToken;
  if (name === 'date') return '2026-11-24';
  if (name === 'action') return 'accept';
  if (name === 'alias') return 'fuzz-link';
  if (name === '*') return 'fuzz';
  const segments = path.split('/');
  const resource = segments[segments.indexOf(`{${name}}`) - 1];
  return idFor(name, ids, resource);
}

/** Every text leaf of a value, as a path of keys. */
export function textLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => textLeaves(item, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, [...at, key]));
  }
  return [];
}

/** A copy of `value` with the text at `path` changed by `change`. */
export function withText(
  value: unknown,
  path: (string | number)[],
  change: (text: string) => string,
): unknown {
  if (path.length === 0) return change(value as string);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? withText(item, rest, change) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withText(record[head], rest, change) };
}
