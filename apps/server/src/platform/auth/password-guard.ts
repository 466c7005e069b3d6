import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';
import { SignInLimiter } from './sign-in-limiter';

type GuardConfig = ConstructorParameters<typeof SignInLimiter>[1] & Pick<Config, 'SIGNIN_HASH_QUEUE' | 'SIGNIN_HASH_QUEUE_PER_IP'>;

export const TOO_MANY_FAILURES = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
export const TOO_MANY_AT_ONCE = 'Too many sign-in attempts at once from your address. Please try again in a moment.';
export const HASHING_BUSY = 'Sign-in is busy right now. Please try again in a moment.';

/**
 * Admission to the password-hashing thread (decision 0014): at most SIGNIN_HASH_QUEUE password
 * checks wait or run on this instance, and at most SIGNIN_HASH_QUEUE_PER_IP of them for one
 * address. Surplus requests are answered at once (429 for the address, 503 when full) instead of
 * queueing, so a burst cannot stand seconds in front of someone else's sign-in.
 */
export class HashingGate {
  private inUse = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly maxPerAddress: number,
  ) {}

  /** Takes a place for `ip`, or throws; call the returned function exactly once to give it back. */
  enter(ip: string): () => void {
    const mine = this.byAddress.get(ip) ?? 0;
    if (mine >= this.maxPerAddress) throw new AppError('RATE_LIMITED', TOO_MANY_AT_ONCE);
    if (this.inUse >= this.max) throw new AppError('UNAVAILABLE', HASHING_BUSY);
    this.inUse++;
    this.byAddress.set(ip, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse--;
      const left = (this.byAddress.get(ip) ?? 1) - 1;
      if (left > 0) this.byAddress.set(ip, left);
      else this.byAddress.delete(ip);
    };
  }
}

/** Every route that checks a password or hashes a new one goes through here. */
export class PasswordGuard {
  readonly limiter: SignInLimiter;
  private readonly gate: HashingGate;

  constructor(db: Kysely<Database>, config: GuardConfig) {
    this.limiter = new SignInLimiter(db, config);
    this.gate = new HashingGate(config.SIGNIN_HASH_QUEUE, config.SIGNIN_HASH_QUEUE_PER_IP);
  }

  /** Runs `work` (which hashes a password) holding a place in the hashing queue. */
  async hashing<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    const release = this.admit(request, reply);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /**
   * A guess at `email`'s password: admitted to the hashing queue, counted against the limits
   * before `check` runs (429 when they forbid it), and refunded when `succeeded` says it was right.
   * `check` is told the e-mail's failures within the hour before this guess (decision 0073).
   */
  async guess<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    check: (counted: { recentFailures: number }) => Promise<T>,
    succeeded: (result: T) => boolean,
  ): Promise<T> {
    return this.hashing(request, reply, async () => {
      const reservation = await this.limiter.reserve(request.ip, email);
      if (!reservation.allowed) {
        void reply.header('retry-after', String(reservation.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', TOO_MANY_FAILURES);
      }
      const result = await check(reservation);
      if (succeeded(result)) await this.limiter.recordSuccess(request.ip, email);
      return result;
    });
  }

  private admit(request: FastifyRequest, reply: FastifyReply): () => void {
    try {
      return this.gate.enter(request.ip);
    } catch (error) {
      void reply.header('retry-after', '1');
      throw error;
    }
  }
}
