import { ENV_SCHEMA } from './env-schema.js';
import { variableDocs } from './env-values.js';

/** A table cell: a pipe inside it is escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The README's configuration table (Markdown lines), printed from the schema. */
export function configurationTable(): string[] {
  const rows = Object.entries(ENV_SCHEMA.shape).map(([name, schema]) => {
    const doc = variableDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in env-schema.ts`);
    return `| \`${name}\` | ${cell(doc.default)} | ${cell(doc.meaning)} |`;
  });
  return ['| variable | default | meaning |', '|---|---|---|', ...rows];
}
