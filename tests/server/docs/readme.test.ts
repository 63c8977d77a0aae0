import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configurationTable } from '../../../server/config/readme-table.js';

/** A newcomer reads the README in one sitting; the rest lives in docs/. */
const README_MAX_LINES = 300;

const readme = readFileSync(path.resolve('README.md'), 'utf8');
/** The lines of the README's "## Configuration" section, up to the next heading of its level or above. */
function configurationSection(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^## Configuration\b/.test(line));
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  const next = lines.findIndex((line, i) => i > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, next < 0 ? lines.length : next);
}

/** A table row's cells; `\|` is a pipe inside a cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

describe('README.md', () => {
  it(`stays within ${README_MAX_LINES} lines`, () => {
    const lines = readme.replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has one configuration table, every row well-formed', () => {
    const section = configurationSection(readme);
    const first = section.findIndex((line) => line.startsWith('|'));
    const last = section.findLastIndex((line) => line.startsWith('|'));
    expect(first).toBeGreaterThanOrEqual(0);
    // A blank or any other line between rows would end the table and show the rest as text.
    const broken = section.slice(first, last + 1).filter((line) => !line.startsWith('|'));
    expect(broken).toEqual([]);
    const table = section.slice(first, last + 1);
    const width = cells(table[0]!).length;
    expect(cells(table[1]!).every((cell) => /^:?-{3,}:?$/.test(cell))).toBe(true);
    const malformed = table.filter((row) => !row.trimEnd().endsWith('|') || cells(row).length !== width);
    expect(malformed).toEqual([]);
  });

  it('has the configuration table the schema yields (server/config/env-schema.ts; `npm run config-table` writes it)', () => {
    const section = configurationSection(readme);
    const table = section.filter((line) => line.startsWith('|'));
    expect(table.join('\n')).toBe(configurationTable().join('\n'));
  });
});
