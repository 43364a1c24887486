import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../services/audit';

/** The audit actor of a request: its signed-in account, if any, and the client address. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.auth?.user ?? null;
  return { id: user?.id ?? null, email: user?.email ?? null, ip: request.ip || null };
}
