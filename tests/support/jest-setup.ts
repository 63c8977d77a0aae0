import { expect } from '@jest/globals';
import { toHaveStatus } from './status-matcher.js';

expect.extend({ toHaveStatus });
