import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './index.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const languages = Object.keys(resources) as (keyof typeof resources)[];

  for (const ns of namespaces) {
    const english = flatten(resources.en[ns] as Tree);
    for (const lang of languages) {
      it(`${lang}/${ns} has exactly the English keys, none empty, same placeholders`, () => {
        const other = flatten(resources[lang][ns] as Tree);
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, value] of other) {
          expect(value.trim(), `${lang}/${ns}:${key}`).not.toBe('');
          expect(placeholders(value), `${lang}/${ns}:${key}`).toEqual(placeholders(english.get(key) ?? ''));
        }
      });
    }
  }

  it('has messages for every error code of the API', async () => {
    const { errorCodes } = await import('@salon/domain');
    for (const code of errorCodes) expect(Object.keys(resources.en.errors)).toContain(code);
  });
});
