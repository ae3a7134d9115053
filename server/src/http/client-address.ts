import { isIPv6 } from 'node:net';

/**
 * The key a client is counted under for rate limits: its IPv4 address, or the /64 network of
 * its IPv6 address (one subscriber usually holds a whole /64, so single addresses are free to
 * rotate). IPv4-mapped IPv6 (`::ffff:203.0.113.5`) counts as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0, …, 1). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap(fromPart) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}

/** One group, or the two groups an embedded IPv4 tail stands for. */
function fromPart(part: string): string[] {
  if (!part.includes('.')) return [Number.parseInt(part, 16).toString(16)];
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
