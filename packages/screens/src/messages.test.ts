import { readdirSync } from 'node:fs';

/*
 * The types (`ScreenMessages`, `PublicMessages`) already refuse a table without a language it needs or a key; this
 * second guard reads every screen's messages module as it ships, so a cast or an `as` cannot slip one past.
 */

const modules = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /(^|\/)messages\.tsx?$/.test(file) && file.includes('/'))
  .sort();

/** What a table's entry looks like, words aside: its keys, nested, and each function's number of parameters. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return `function(${value.length})`;
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, shape(entry)]),
    );
  }
  return typeof value;
}

function isLocaleTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'he' in value;
}

describe('screen message tables', () => {
  it('finds every screen’s messages module', () => {
    expect(modules).toContain('Admin/Users/messages.ts');
    expect(modules).toContain('Admin/common/messages.ts');
    expect(modules).toContain('Public/Home/messages.ts');
    expect(modules.length).toBeGreaterThanOrEqual(29);
  });

  it.each(modules)('%s: every table has its languages, each with the same keys', async (file) => {
    // A path known only at run time, on purpose (Vite warns about those unless told so).
    const exports: Record<string, unknown> = await import(
      /* @vite-ignore */ `./${file.replace(/\.tsx?$/, '')}`
    );
    const tables = Object.entries(exports).filter(([, value]) => isLocaleTable(value));
    expect(tables.length, `${file} exports no table keyed by locale`).toBeGreaterThan(0);
    for (const [name, table] of tables as [string, Record<string, unknown>][]) {
      const locales = Object.keys(table).sort();
      // The admin speaks English and Hebrew; the public site is published in Hebrew (PublicMessages).
      if (file.startsWith('Admin/')) expect(locales, `${file}: ${name}`).toEqual(['en', 'he']);
      for (const locale of locales) {
        expect(shape(table[locale]), `${file}: ${name}.${locale}`).toEqual(shape(table.he));
      }
    }
  });
});
