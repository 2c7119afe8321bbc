import { mkdtempSync, mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 26 item 7: the README keeps the two commands, the logins, configuration and links; the how-to
// moved to role guides under docs/. A moved section must not leave a link pointing at nothing.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** GitHub's heading anchor: lower case, punctuation dropped (letters of any script kept), spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Markdown without fenced blocks and inline code, where a `[x](y)` is an example, not a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = headingSlug(heading.replace(/`/g, ''));
    const n = seen.get(slug) ?? 0;
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
    seen.set(slug, n + 1);
  }
  return anchors;
}

/** Every relative link of `files` whose file or heading does not exist, as `file: target`. */
function brokenLinks(files: string[], base: string): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const linked = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
      const where = `${relative(base, file)}: ${target}`;
      if (!existsSync(linked)) broken.push(where);
      else if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(readFileSync(linked, 'utf8')).has(anchor))
        broken.push(where);
    }
  }
  return broken;
}

const docFiles = () => [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(root, 'docs', f)),
];

describe('documentation links', () => {
  it('every relative link in README.md and docs/*.md reaches an existing file and heading', () => {
    expect(brokenLinks(docFiles(), root)).toEqual([]);
  });

  it('the README links each role guide', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const guide of ['dispatcher', 'accountant', 'admin', 'scripting', 'operator', 'operations', 'api'])
      expect(readme).toContain(`](docs/${guide}.md)`);
  });

  it('finds a missing file and a missing heading, and ignores links inside code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-doc-links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'guide.md'), "# Guide\n\n## The order card's extras\n\n## Заказы и счета\n");
    writeFileSync(
      join(dir, 'README.md'),
      [
        '[ok](docs/guide.md#the-order-cards-extras) [ru](docs/guide.md#заказы-и-счета) [web](https://example.com/x)',
        '[gone](docs/missing.md) [bad anchor](docs/guide.md#nowhere) [self](#nowhere-here)',
        '`[code](docs/none.md)`',
        '```\n[fenced](docs/none.md)\n```',
      ].join('\n'),
    );
    expect(brokenLinks([join(dir, 'README.md')], dir)).toEqual([
      'README.md: docs/missing.md',
      'README.md: docs/guide.md#nowhere',
      'README.md: #nowhere-here',
    ]);
  });
});
