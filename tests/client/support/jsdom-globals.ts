/*
 * What jsdom lacks and the browser has: react-router reads TextEncoder when it loads. Import
 * this first in a jsdom test (ES modules run in import order).
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
