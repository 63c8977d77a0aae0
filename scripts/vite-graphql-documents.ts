import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0graphql-document:';
const SPECIFIER = /(?:^|\/)graphql\/graphql(?:\.js|\.ts)?$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * Every typed document (and fragment document) of the generated client/graphql/graphql.ts as a module of its own, in the
 * build only. A module goes into one chunk whole: the login route's three documents put all 73
 * (78 kB) into the initial chunk, which every page parses and runs first. Each value import of
 * the file becomes an import of a virtual module holding that one document (as JSON.parse of a
 * string, which V8 reads faster than an object literal), so each chunk carries what it uses. The
 * generated file stays as codegen writes it; types still come from it.
 */
export function graphqlDocuments(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  const load = (): Map<string, string> => {
    if (!documents) {
      documents = new Map();
      const line = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*$/gm;
      for (const match of readFileSync(generatedFile, 'utf8').matchAll(line)) documents.set(match[1]!, match[2]!);
    }
    return documents;
  };
  const generatedDir = path.dirname(path.resolve(generatedFile));
  return {
    name: 'formula-builder-graphql-documents',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      documents = undefined;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const json = load().get(name);
      if (json === undefined) throw new Error(`graphql-documents: ${name} not found in ${generatedFile}`);
      // Checked here, so a change in codegen's output fails the build instead of the page.
      JSON.parse(json);
      return `export const ${name} = JSON.parse(${JSON.stringify(json)});\n`;
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('node_modules') || path.dirname(id) === generatedDir) return null;
      if (!/graphql\/graphql/.test(code)) return null;
      let changed = false;
      const out = code.replace(IMPORT, (statement, names: string, _quote: string, specifier: string) => {
        if (!SPECIFIER.test(specifier)) return statement;
        changed = true;
        return names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const [imported] = n.split(/\s+as\s+/);
            if (!load().has(imported!))
              throw new Error(
                `graphql-documents: ${id} imports ${imported}, which is not a document of ${generatedFile}`,
              );
            return `import { ${n} } from ${JSON.stringify(PREFIX + imported)};`;
          })
          .join('\n');
      });
      if (/(?:import|export)\s*\*[^;]*graphql\/graphql/.test(out))
        throw new Error(`graphql-documents: ${id} imports the generated documents as a namespace`);
      return changed ? { code: out, map: null } : null;
    },
  };
}
