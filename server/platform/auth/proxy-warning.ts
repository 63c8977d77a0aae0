import type { FastifyBaseLogger } from 'fastify';

/**
 * Without TRUST_PROXY every client behind a proxy has the proxy's address, so login and reset
 * throttling per address counts them all together. Says so once, at the first request that shows
 * it (an `X-Forwarded-For` header the app is told not to trust).
 */
export function untrustedProxyWarning(trustProxy: boolean, log: FastifyBaseLogger) {
  let warned = trustProxy;
  return (headers: Record<string, unknown>): void => {
    if (warned || headers['x-forwarded-for'] === undefined) return;
    warned = true;
    log.warn(
      'requests carry X-Forwarded-For but TRUST_PROXY is off: every client behind the proxy shares its address, ' +
        'so per-address login and reset throttling counts them together; set TRUST_PROXY=true behind a load balancer',
    );
  };
}
