// Types of imports.mjs, for the TypeScript tests that read the repository's imports.

export function sourceFiles(root: string, dir: string): string[];
export function importSpecifiers(text: string): string[];
export function importsOf(root: string, file: string): Array<{ specifier: string; target: string | null }>;
export function packageOf(specifier: string): string | null;
