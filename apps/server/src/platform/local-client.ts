import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return loopback.check(mapped, 'ipv4');
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  return isIPv6(address) && loopback.check(address, 'ipv6');
}

/**
 * Whether the request comes from a program on this machine (docs/decisions/085): the socket and
 * the client address are loopback, and no proxy says it forwards someone else's request (a proxy
 * on this machine would otherwise make every visitor look local).
 */
export function isLocalClient(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return isLoopback(request.raw.socket?.remoteAddress) && isLoopback(request.ip);
}
