import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** Environment of docs/product/beyond-the-spec.md#configuration-and-branding, validated once at start-up. */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    // Relative to where the command was typed (npm runs workspace scripts in their own folder).
    DATA_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'data'))
      .transform((dir) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir)),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    /** Connections each instance keeps to PostgreSQL (with DATABASE_URL). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    DEMO_MODE: booleanFlag(true),
    PUBLIC_URL: z.url().optional(),
    /**
     * Without PUBLIC_URL: the Host names (host or host:port, comma-separated) public answers may be
     * built for (sitemap.xml, robots.txt, careers pages); any other Host is refused there. Unset:
     * any well-formed Host, and those answers are not cached by shared caches (decision 0071).
     */
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Secret for signing session cookies; generated and kept in the database when unset. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Failed password checks allowed per e-mail and address pair, and per address, within the
     * window before 429; past the per-e-mail number across all addresses, addresses that have
     * failed for that e-mail wait a growing delay (decision 0014).
     */
    SIGNIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    SIGNIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    SIGNIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /**
     * Failed sign-ins at one e-mail, from any addresses within the hour, after which an address
     * that has never signed in to the account gets no verdict: it finishes with a mailed one-time
     * link (or the second factor) (decision 0073).
     */
    SIGNIN_UNKNOWN_ADDRESS_FAILURES: z.coerce.number().int().min(1).default(10),
    /** Password checks waiting for or on the hashing thread, per instance and per address; the surplus gets 503 / 429 at once. */
    SIGNIN_HASH_QUEUE: z.coerce.number().int().min(1).default(8),
    SIGNIN_HASH_QUEUE_PER_IP: z.coerce.number().int().min(1).default(2),
    /**
     * Behind a load balancer or TLS proxy: which proxies to believe about the client's address
     * (X-Forwarded-For), so per-IP limits count clients, not the proxy. A comma-separated list of
     * proxy addresses/CIDRs (or loopback, linklocal, uniquelocal); 'true' trusts any sender (only
     * when the app is reachable through the proxy alone). Unset: trust none.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v): boolean | string => (v === undefined || v === 'false' ? false : v === 'true' ? true : v)),
    /** Submissions of each public form (contact message, inquiry) allowed per IP within 10 minutes. */
    PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Careers acknowledgements sent to one e-mail address within 24 hours, and from one client address within an hour (decision 0036, amended). */
    CAREERS_ACK_PER_RECIPIENT: z.coerce.number().int().min(0).default(3),
    CAREERS_ACK_PER_ADDRESS: z.coerce.number().int().min(0).default(20),
    /** smtp://user:pass@host:587 or smtps://…: deliver the outbox's mails there. Unset: they stay in the Outbox page. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Sender of every mail, e.g. 'Keel <crm@yourfirm.com>'; required with SMTP_URL. */
    MAIL_FROM: z
      .string()
      .max(320)
      .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an e-mail address, optionally with a name')
      .optional(),
    /** First retry of a failed delivery after this many seconds; each further retry waits twice as long (at most an hour). */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Password-reset requests accepted per e-mail and per client address within 15 minutes. */
    PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
    /** Requests each personal API key may make per minute on one instance (decision 0021). */
    API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    /** A session ends after this many minutes without a request (decision 0068; ASVS 4 L2: 30). */
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(30),
    /** A session ends this many hours after its sign-in, however it is used (decision 0068; ASVS 4 L2: 12). */
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8_760).default(12),
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, { path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
