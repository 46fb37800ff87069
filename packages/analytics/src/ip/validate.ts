/**
 * IP address validation: an IPv4 pattern and a FULL-FORM IPv6 pattern (compressed forms such as `::1` are refused).
 * IPv4: four decimal octets 0-255 without leading zeros. IPv6: exactly eight groups of 1-4 hex digits
 * separated by colons; compressed forms (`::1`, `2001:db8::1`) and embedded IPv4 are not full-form and
 * are rejected. Anything invalid is treated as no address.
 */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const IPV6_FULL = /^(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}$/i;

export const isValidIpv4 = (ip: string): boolean => IPV4.test(ip);
export const isValidIpv6 = (ip: string): boolean => IPV6_FULL.test(ip);

export function isValidIp(ip: unknown): ip is string {
  return typeof ip === 'string' && (isValidIpv4(ip) || isValidIpv6(ip));
}
