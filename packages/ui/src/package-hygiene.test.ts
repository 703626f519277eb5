import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('.', import.meta.url));
const indexText = readFileSync(join(source, 'index.ts'), 'utf8');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The names index.ts exports, values and types alike. */
function indexExports(): string[] {
  const names: string[] = [];
  for (const match of indexText.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names.sort();
}

describe('the @pms/ui package', () => {
  it('names every export in index.ts, never `export *`', () => {
    expect(indexText).not.toMatch(/export\s+\*/);
    expect(indexExports()).toMatchSnapshot();
  });

  it('exports every public value of every component from index.ts', () => {
    const missing: string[] = [];
    const components = join(source, 'components');
    for (const folder of readdirSync(components)) {
      const main = join(components, folder, `${folder}.tsx`);
      const text = readFileSync(main, 'utf8');
      for (const match of text.matchAll(/^export\s+(?:function|const|class)\s+(\w+)/gm)) {
        if (!indexExports().includes(match[1] as string)) missing.push(`${folder}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // Styles may come from a shared part (the text inputs use Field's), so only stories are required.
  it('gives every component its stories', () => {
    const components = join(source, 'components');
    const incomplete = readdirSync(components).filter(
      (folder) => !readdirSync(join(components, folder)).includes(`${folder}.stories.tsx`),
    );
    expect(incomplete).toEqual([]);
  });

  it('knows nothing of the app, the API or react-intl', () => {
    const forbidden =
      /from\s+['"](react-intl|@formatjs\/[^'"]+|@pms\/api-client|@pms\/app|@pms\/server|react-router|jotai)['"]/;
    const offenders = filesUnder(source)
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('package-hygiene.test.ts'))
      .filter((file) => forbidden.test(readFileSync(file, 'utf8')))
      .map((file) => relative(source, file));
    expect(offenders).toEqual([]);
  });
});
