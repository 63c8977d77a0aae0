import { readFileSync, writeFileSync } from 'node:fs';
import { configurationTable } from '../config/readme-table.js';

/** Writes the README's configuration table from the schema (`npm run config-table`). */
const file = 'README.md';
const lines = readFileSync(file, 'utf8').split('\n');
const section = lines.findIndex((line) => /^## Configuration\b/.test(line));
const first = lines.findIndex((line, i) => i > section && line.startsWith('|'));
let end = first;
while (end < lines.length && lines[end]!.startsWith('|')) end += 1;
if (section < 0 || first < 0) throw new Error('README.md has no configuration table');
lines.splice(first, end - first, ...configurationTable());
writeFileSync(file, lines.join('\n'));
