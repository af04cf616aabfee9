import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(pluralSuffix, '');

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const languages = Object.keys(resources) as (keyof typeof resources)[];

  for (const ns of namespaces) {
    const english = flatten(resources.en[ns] as Tree);
    for (const lang of languages) {
      it(`${lang}/${ns} has exactly the English keys, none empty, same placeholders`, () => {
        const other = flatten(resources[lang][ns] as Tree);
        // Plural forms differ by language (French and Portuguese have a "many" English lacks), so a
        // pluralised key is compared by its base here and by its categories in the plural test below.
        const keys = (tree: Map<string, string>) => [...new Set([...tree.keys()].map(pluralBase))].sort();
        expect(keys(other)).toEqual(keys(english));
        for (const [key, value] of other) {
          expect(value.trim(), `${lang}/${ns}:${key}`).not.toBe('');
          const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`) ?? '';
          expect(placeholders(value), `${lang}/${ns}:${key}`).toEqual(placeholders(source));
        }
      });
    }
  }

  // One register per language (see README.md): German says "Sie" to everyone, French "vous".
  // Letters on either side count as part of the word, so "direkt", "Verdunkeln" or "prêtes" never match.
  const word = (alternatives: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`, 'iu');
  const informal: Partial<Record<keyof typeof resources, RegExp[]>> = {
    de: [word('du|dich|dir|dein\\p{L}*|euch|euer|eure\\p{L}*')],
    fr: [word('tu|toi|ton|ta|tes|te'), /(?<![\p{L}\p{N}_])t['’](?=[aeiouyhàâäéèêëîïôöùûü])/iu],
  };

  for (const [lang, patterns] of Object.entries(informal) as [keyof typeof resources, RegExp[]][]) {
    for (const ns of namespaces) {
      it(`${lang}/${ns} addresses the reader formally`, () => {
        const offending: string[] = [];
        for (const [key, value] of flatten(resources[lang][ns] as Tree)) {
          const hit = patterns.map((pattern) => value.match(pattern)?.[0]).find(Boolean);
          if (hit) offending.push(`${lang}/${ns}:${key} («${hit}»): ${value}`);
        }
        expect(offending, `${offending.length} informal message(s):\n${offending.join('\n')}`).toEqual([]);
      });
    }
  }

  // French sets a narrow no-break space before : ; ? ! and inside « », so a line never breaks
  // there; the other three languages put none before those marks. Times (10:30) and addresses
  // (https://) are not punctuation. Every language writes its own curly quotes and apostrophe
  // (’ “ ” „ « »), never the typewriter ' and ".
  const tight = (text: string, mark: number) =>
    (text[mark] === ':' && /\d/.test(text[mark - 1] ?? '') && /\d/.test(text[mark + 1] ?? '')) ||
    text.startsWith('//', mark + 1);
  const frenchTypography = (text: string): string | undefined => {
    for (const match of text.matchAll(/[:;?!]/g)) {
      const at = match.index;
      const before = text[at - 1] ?? '';
      if (at === 0 || /[\u202f\u00a0?!]/.test(before) || tight(text, at)) continue;
      return `«${text.slice(Math.max(0, at - 8), at + 1)}» needs U+202F before ${match[0]}`;
    }
    if (/«(?![\u202f\u00a0])|[^\u202f\u00a0]»/.test(text)) return '« » need U+202F inside';
    return undefined;
  };
  const tightTypography = (text: string): string | undefined => {
    const spaced = text.match(/\s[:;?!]/u);
    if (spaced) return `no space before ${spaced[0].trim()}`;
    return undefined;
  };
  const typography: Record<keyof typeof resources, (text: string) => string | undefined> = {
    fr: frenchTypography,
    en: tightTypography,
    de: tightTypography,
    pt: tightTypography,
  };
  const straight = (text: string) => {
    const mark = text.match(/['"]/)?.[0];
    return mark && `${mark} instead of ${mark === "'" ? '’' : 'the language’s quotes'}`;
  };

  for (const lang of languages) {
    it(`${lang} messages follow ${lang}'s typography`, () => {
      const offending: string[] = [];
      for (const ns of namespaces) {
        for (const [key, value] of flatten(resources[lang][ns] as Tree)) {
          const problem = straight(value) || typography[lang](value);
          if (problem) offending.push(`${lang}/${ns}:${key} (${problem}): ${value}`);
        }
      }
      expect(offending, `${offending.length} message(s):\n${offending.join('\n')}`).toEqual([]);
    });
  }

  // A mail's first paragraph follows "Hello Anna,": English, French and Portuguese begin it with a
  // capital letter; German goes on in lower case (but for nouns and "Sie", capitals anyway).
  for (const lang of ['en', 'fr', 'pt'] as const) {
    it(`${lang} mails begin their first paragraph with a capital letter`, () => {
      const lower = [...flatten(resources[lang].mail as Tree)]
        .filter(([key, value]) => /intro$/i.test(key) && /^\p{Ll}/u.test(value))
        .map(([key, value]) => `${key}: ${value}`);
      expect(lower).toEqual([]);
    });
  }

  // European Portuguese calls an appointment a "marcação"; "reserva" is a table's or a hotel's, and
  // one text that says both reads as two different things.
  it('pt calls an appointment a marcação, never a reserva', () => {
    const offending: string[] = [];
    for (const ns of namespaces) {
      for (const [key, value] of flatten(resources.pt[ns] as Tree)) {
        const hit = value.match(word('reservas?'))?.[0];
        if (hit) offending.push(`pt/${ns}:${key} («${hit}»): ${value}`);
      }
    }
    expect(offending, `${offending.length} message(s):\n${offending.join('\n')}`).toEqual([]);
  });

  // i18next picks `key_one`, `key_many`, `key_other`… by Intl.PluralRules: a language that has a
  // category and no message for it shows the bare key or the wrong form ("0 produto").
  it('gives every pluralised message each plural form its language needs, and no other', () => {
    const suffix = pluralSuffix;
    const missing: string[] = [];
    for (const lang of languages) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const ns of namespaces) {
        const keys = new Set(flatten(resources[lang][ns] as Tree).keys());
        // A key pluralised in any language is pluralised in all of them.
        const bases = new Set<string>();
        for (const other of languages)
          for (const key of flatten(resources[other][ns] as Tree).keys())
            if (suffix.test(key) && !/_(ordinal)_/.test(key)) bases.add(key.replace(suffix, ''));
        for (const base of bases)
          for (const category of needed)
            if (!keys.has(`${base}_${category}`)) missing.push(`${lang}/${ns}:${base}_${category}`);
        // A form the language never selects is a message nobody reads, and a sign of a copied file.
        for (const key of keys) {
          const category = key.match(suffix)?.[1];
          if (category && bases.has(pluralBase(key)) && !needed.includes(category as Intl.LDMLPluralRule))
            missing.push(`${lang}/${ns}:${key} (never used)`);
        }
      }
    }
    expect(missing, `${missing.length} missing or unused plural form(s):\n${missing.join('\n')}`).toEqual([]);
  });

  it('has messages for every error code of the API', async () => {
    const { errorCodes } = await import('@salon/domain');
    for (const code of errorCodes) expect(Object.keys(resources.en.errors)).toContain(code);
  });
});

// Where a mark goes, and whether a space comes before it, is the language's choice: French
// writes "Quand :" where English writes "When:". Code that glues punctuation or quotes to a
// translated text decides it for every language, so the mark belongs in the message instead.
describe('source code', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));

  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'node_modules') yield* sources(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield path;
    }
  }
  const files = ['apps', 'packages'].flatMap((top) =>
    readdirSync(join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const src = join(root, top, entry.name, 'src');
        try {
          return [...sources(src)];
        } catch {
          return [];
        }
      }),
  );

  const markAfter = /^\s?[:;?!…]|^\.(?![\p{L}\p{N}])|^\s?["”»“’']/u;
  const quoteBefore = /["“«„‘']\s?$/u;

  /** Each place in one file where a translated text is joined to punctuation or quotes in code. */
  function gluedPunctuation(file: string, text = readFileSync(file, 'utf8')): string[] {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    // `t` and `i18n.t`, and local helpers that wrap them (`const m = (key) => t(`mail:${key}`)`).
    const translators = new Set(['t']);
    // Constants holding a translation (`const title = t('x')`).
    const translations = new Set<string>();
    const isTranslatorCall = (node: ts.Node): boolean => {
      if (!ts.isCallExpression(node)) return false;
      const callee = node.expression;
      if (ts.isIdentifier(callee)) return translators.has(callee.text);
      if (ts.isPropertyAccessExpression(callee)) return callee.name.text === 't';
      return (
        ts.isCallExpression(callee) &&
        ts.isPropertyAccessExpression(callee.expression) &&
        callee.expression.name.text === 'getFixedT'
      );
    };
    const callsTranslator = (node: ts.Node): boolean =>
      isTranslatorCall(node) ||
      (ts.forEachChild(node, (child) => callsTranslator(child) || undefined) ?? false);
    const learn = (node: ts.Node): boolean => {
      let learnt = false;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const { initializer: init, name } = node;
        const wraps =
          ((ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && callsTranslator(init.body)) ||
          (ts.isCallExpression(init) &&
            ts.isIdentifier(init.expression) &&
            /^(translator|getFixedT)$/.test(init.expression.text));
        if (wraps && !translators.has(name.text)) learnt = !!translators.add(name.text);
        else if (!wraps && isTranslatorCall(init) && !translations.has(name.text))
          learnt = !!translations.add(name.text);
      }
      ts.forEachChild(node, (child) => {
        if (learn(child)) learnt = true;
      });
      return learnt;
    };
    while (learn(source)) {}

    const translated = (node: ts.Node) =>
      isTranslatorCall(node) ||
      (ts.isIdentifier(node) && translations.has(node.text)) ||
      // Labels handed to a layout (a mail's rows) are translations too.
      (ts.isPropertyAccessExpression(node) && /^(label|\w+Label)$/.test(node.name.text));
    const transparent = (node: ts.Node, child: ts.Node) =>
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      (ts.isConditionalExpression(node) && node.condition !== child) ||
      (ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind));
    const textOf = (node: ts.Node | undefined, end: 'head' | 'tail'): string | undefined => {
      if (!node) return undefined;
      if (ts.isJsxText(node)) return node.text;
      if (ts.isJsxExpression(node)) return node.expression && textOf(node.expression, end);
      if (ts.isStringLiteralLike(node)) return node.text;
      if (ts.isTemplateExpression(node))
        return end === 'head' ? node.head.text : node.templateSpans.at(-1)?.literal.text;
      return undefined;
    };
    /** The literal text right before and right after a translated expression, if code puts any there. */
    const neighbours = (node: ts.Node): [string | undefined, string | undefined] => {
      let inner = node;
      let outer = node.parent;
      while (transparent(outer, inner)) [inner, outer] = [outer, outer.parent];
      if (ts.isTemplateSpan(outer)) {
        const spans = outer.parent.templateSpans;
        const i = spans.indexOf(outer);
        return [i === 0 ? outer.parent.head.text : spans[i - 1]?.literal.text, outer.literal.text];
      }
      if (ts.isBinaryExpression(outer) && outer.operatorToken.kind === ts.SyntaxKind.PlusToken)
        return outer.left === inner
          ? [undefined, textOf(outer.right, 'head')]
          : [textOf(outer.left, 'tail'), undefined];
      if (ts.isJsxExpression(outer) && (ts.isJsxElement(outer.parent) || ts.isJsxFragment(outer.parent))) {
        const siblings = outer.parent.children;
        const i = siblings.indexOf(outer);
        return [textOf(siblings[i - 1], 'tail'), textOf(siblings[i + 1], 'head')];
      }
      return [undefined, undefined];
    };

    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (translated(node)) {
        const [before, after] = neighbours(node);
        const glued =
          after !== undefined && markAfter.test(after)
            ? `${node.getText()} then ${JSON.stringify(after.slice(0, 2))}`
            : before !== undefined && quoteBefore.test(before)
              ? `${JSON.stringify(before.slice(-2))} then ${node.getText()}`
              : undefined;
        if (glued) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${relative(root, file)}:${line + 1}: ${glued}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  it('finds the sources to check', () => {
    expect(files.some((file) => file.endsWith(join('apps', 'server', 'src', 'app.ts')))).toBe(true);
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true);
  });

  it('sees a mark or quote glued to a translation in templates, concatenations and JSX', () => {
    const sample = [
      `const when = \`\${t('labels.when')}: \${value}\`;`,
      "const ask = i18n.t('confirm.title') + ' ?';",
      "const note = <b>{t('customer.note')}:</b>;",
      `const m = (key: string) => t(\`mail:\${key}\`);`,
      `const named = \`«\${m('name')}»\`;`,
      "const title = t('title');",
      `const more = \`\${title}…\`;`,
      `const fine = t('labels.when', { value }) + ' ' + \`(\${t('optional')})\`;`,
    ].join('\n');
    const lines = gluedPunctuation(join(root, 'sample.tsx'), sample).map((place) => place.split(':')[1]);
    expect(lines).toEqual(['1', '2', '3', '5', '7']);
  });

  // Parsing every source file takes a few seconds on a busy machine.
  it('leaves punctuation and quotes around translated text to the messages', () => {
    const found = files.flatMap((file) => gluedPunctuation(file));
    expect(found, `${found.length} place(s) glue punctuation to a translation:\n${found.join('\n')}`).toEqual(
      [],
    );
  }, 60_000);
});
