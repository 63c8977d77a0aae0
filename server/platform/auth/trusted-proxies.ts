import net from 'node:net';
import type { TrustProxy } from '../../config.js';

/**
 * Fastify's `trustProxy` for TRUST_PROXY: which hops of `X-Forwarded-For` to believe, counted
 * from the socket's side. A hop count believes that many proxies; a list believes the hops whose
 * address is in it. The client is the first hop not believed, so an entry the client wrote itself
 * into the header is never taken as its address.
 */
export function trustedProxies(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const list = new net.BlockList();
  for (const range of trust) {
    const [address, prefix] = range.split('/') as [string, string | undefined];
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = net.isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
