import type { FastifyInstance } from 'fastify';

/** The window of PUBLIC_FORM_RATE_LIMIT. */
export const PUBLIC_FORM_WINDOW = '10 minutes';

/**
 * Route config that rate-limits a public form per client IP (@fastify/rate-limit, registered with
 * global: false in plugins/security.ts). Counters live in each instance's memory: enough to stop a
 * flood from one address, which is what they are for; nothing is lost when an instance restarts.
 */
export function publicFormRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.PUBLIC_FORM_RATE_LIMIT, timeWindow: PUBLIC_FORM_WINDOW } };
}
