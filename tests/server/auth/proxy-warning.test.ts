import { describe, expect, it } from '@jest/globals';
import type { FastifyBaseLogger } from 'fastify';
import { untrustedProxyWarning } from '../../../server/platform/auth/proxy-warning.js';

function recordingLog(): { log: FastifyBaseLogger; warnings: string[] } {
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('warns once, at the first request carrying the header', () => {
    const { log, warnings } = recordingLog();
    const seen = untrustedProxyWarning(false, log);
    seen({ host: 'app' });
    expect(warnings).toHaveLength(0);
    seen({ 'x-forwarded-for': '203.0.113.7' });
    seen({ 'x-forwarded-for': '203.0.113.8' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY/);
  });

  it('stays silent when the proxy is trusted', () => {
    const { log, warnings } = recordingLog();
    untrustedProxyWarning(true, log)({ 'x-forwarded-for': '203.0.113.7' });
    expect(warnings).toHaveLength(0);
  });
});
