import type { DocumentStore } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Apollo's store of parsed and validated documents (by the hash of their text), bounded in
 * entries and in estimated bytes. Apollo's default keeps 30 MB as it measures (the JSON of the
 * syntax tree), which leaves out the tokens each node's location holds: several times that in
 * memory, and anyone can fill it with documents of their own. The client's operations (about 60)
 * fit many times over; a stranger's documents only push out others, at no more than this cost.
 */
export const DOCUMENT_STORE_LIMITS = {
  entries: 500,
  bytes: 16 * 1024 * 1024,
} as const;

/** A parsed document holds about 250–350 bytes per token (measured, graphql-js 16) besides its text. */
const BYTES_PER_TOKEN = 400;

/** The estimated bytes of a parsed document: its tokens (walked, at most the token limit) and its text. */
export function documentBytes(document: DocumentNode): number {
  let tokens = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) tokens++;
  return tokens * BYTES_PER_TOKEN + 2 * (document.loc?.source.body.length ?? 0) + 1;
}

export function boundedDocumentStore(
  limits: { entries: number; bytes: number } = DOCUMENT_STORE_LIMITS,
): DocumentStore & { readonly size: number; readonly bytes: number } {
  const documents = new LRUCache<string, DocumentNode>({
    max: limits.entries,
    maxSize: limits.bytes,
    sizeCalculation: documentBytes,
  });
  return {
    async get(key) {
      return documents.get(key);
    },
    async set(key, value) {
      documents.set(key, value);
    },
    async delete(key) {
      return documents.delete(key);
    },
    get size() {
      return documents.size;
    },
    get bytes() {
      return documents.calculatedSize;
    },
  };
}
