// Every relative link and anchor in the README and docs/ must lead somewhere: a page moved or a
// heading renamed would otherwise leave readers at a dead end nobody notices.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Anchors of a page's headings, as GitHub renders them (repeated headings get -1, -2…). */
function anchorsOf(tree) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  visit(tree, 'heading', (node) => {
    anchors.add(slugger.slug(textOf(node)));
  });
  return anchors;
}

/**
 * The broken relative links among `pages` (a map from a path relative to the repository to its
 * Markdown). `exists` says whether a path that is not one of the pages is in the repository.
 */
export function brokenLinks(pages, exists) {
  const trees = new Map([...pages].map(([path, text]) => [path, fromMarkdown(text)]));
  const anchors = new Map([...trees].map(([path, tree]) => [path, anchorsOf(tree)]));
  const broken = [];
  for (const [path, tree] of trees) {
    visit(tree, ['link', 'definition'], (node) => {
      const url = node.url;
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return;
      const [target, anchor] = url.split('#');
      const file = target === '' ? path : normalize(join(dirname(path), decodeURIComponent(target)));
      const where = `${path}:${node.position?.start.line}`;
      if (!pages.has(file) && !exists(file)) {
        broken.push(`${where}: ${url} (no file ${file})`);
      } else if (anchor !== undefined && anchor !== '') {
        if (!anchors.has(file)) broken.push(`${where}: ${url} (anchor into a page that is not Markdown)`);
        else if (!anchors.get(file).has(anchor))
          broken.push(`${where}: ${url} (no heading #${anchor} in ${file})`);
      }
    });
  }
  return broken;
}

function probe() {
  const pages = new Map([
    [
      'README.md',
      '# Top\n\n## Read on\n\n[ok](docs/a.md#a-page) [self](#read-on) [gone](docs/b.md) [no](docs/a.md#nope)\n',
    ],
    ['docs/a.md', '# A page\n\n[back](../README.md#top) [up](../README.md#down)\n'],
  ]);
  const found = brokenLinks(pages, () => false);
  const expected = [
    'README.md:5: docs/b.md',
    'README.md:5: docs/a.md#nope',
    'docs/a.md:3: ../README.md#down',
  ];
  const missed = expected.filter((start) => !found.some((line) => line.startsWith(start)));
  if (missed.length > 0 || found.length !== expected.length) {
    console.error('the link check does not catch what it should:', { found, expected });
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  probe();
  const docs = readdirSync(join(root, 'docs'), { recursive: true })
    .filter((name) => String(name).endsWith('.md'))
    .map((name) => join('docs', String(name)));
  const paths = [
    'README.md',
    ...docs,
    ...['packages/i18n/README.md'].filter((p) => existsSync(join(root, p))),
  ];
  const pages = new Map(paths.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
  const broken = brokenLinks(pages, (path) => existsSync(join(root, path)));
  if (broken.length > 0) {
    console.error(`broken links:\n${broken.join('\n')}`);
    process.exit(1);
  }
  const count = [...pages.values()].reduce((n, text) => n + (text.match(/\]\(/g)?.length ?? 0), 0);
  console.log(`doc links: all ${count} links in ${pages.size} pages resolve`);
}
