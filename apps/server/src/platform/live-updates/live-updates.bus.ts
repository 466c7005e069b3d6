import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { EmbeddedEngine } from '../../db/embedded-engine';
import { LIVE_TOPICS, type LiveTopic } from '@keel/shared/live-updates';

/**
 * A committed change, as it travels between instances. `ownerId` and `tab` never reach a browser;
 * nor does topic 'sessions' (a user's sessions or role changed: instances forget their cached
 * session of that user, decision 0012).
 */
export interface LiveChange {
  topic: LiveTopic | 'resync' | 'sessions';
  id?: string;
  by: string | null;
  /** For dashboards: whose dashboard it is (only its owner and admins hear of it). */
  ownerId?: string;
  /** The browser tab that made the change (its own stream does not echo it back). */
  tab?: string;
}

export type LiveListener = (change: LiveChange) => void;

/** Carries changes to every instance's subscribers (each instance's open event streams). */
export interface LiveBus {
  start(): Promise<void>;
  publish(change: LiveChange): void;
  subscribe(listener: LiveListener): () => void;
  /** Whether changes published anywhere are being heard now (false while the PostgreSQL LISTEN connection is down). */
  listening(): boolean;
  close(): Promise<void>;
}

/** PostgreSQL channel of the live updates (one per database, so test databases stay apart). */
export const LIVE_CHANNEL = 'keel_live_updates';

function parseChange(payload: string): LiveChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<LiveChange>;
    if (value.topic !== 'resync' && value.topic !== 'sessions' && !LIVE_TOPICS.includes(value.topic as LiveTopic)) return undefined;
    return value as LiveChange;
  } catch {
    return undefined;
  }
}

/** Subscribers of one process; a throwing subscriber never disturbs the others or the publisher. */
class Subscribers {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  constructor(private readonly log: FastifyBaseLogger) {}

  add(listener: LiveListener): () => void {
    const safe = (change: LiveChange) => {
      try {
        listener(change);
      } catch (error) {
        this.log.warn({ err: error }, 'live update listener failed');
      }
    };
    this.emitter.on('change', safe);
    return () => void this.emitter.off('change', safe);
  }

  deliver(change: LiveChange) {
    this.emitter.emit('change', change);
  }
}

/**
 * The embedded database has exactly one process (the data-dir lock): an in-process emitter suffices.
 * It also hears the engine's own NOTIFY on LIVE_CHANNEL, so a change published inside a transaction
 * (`publishInTransaction`) arrives when that transaction commits, as on PostgreSQL.
 */
export class LocalBus implements LiveBus {
  private readonly subscribers: Subscribers;
  private unlisten: (() => Promise<void>) | undefined;
  constructor(
    log: FastifyBaseLogger,
    private readonly pglite?: EmbeddedEngine,
  ) {
    this.subscribers = new Subscribers(log);
  }
  async start() {
    this.unlisten = await this.pglite?.listen(LIVE_CHANNEL, (payload) => {
      const change = parseChange(payload);
      if (change) this.subscribers.deliver(change);
    });
  }
  publish(change: LiveChange) {
    // After the publisher's own work, like a NOTIFY would be.
    setImmediate(() => this.subscribers.deliver(change));
  }
  subscribe(listener: LiveListener) {
    return this.subscribers.add(listener);
  }
  listening() {
    return true;
  }
  async close() {
    await this.unlisten?.().catch(() => undefined);
  }
}

const RECONNECT_MAX_MS = 10_000;

/**
 * Several instances on one PostgreSQL: a change is sent with pg_notify and every instance (this
 * one included) hears it on one dedicated LISTEN connection, opened with the pool's settings but
 * outside it (a checked-out pool client would hold up `pool.end()` if start-up fails). When that
 * connection is lost it is re-opened with backoff, and subscribers get a 'resync' (changes made
 * meanwhile were not heard, so browsers refetch everything).
 */
export class PostgresBus implements LiveBus {
  private readonly subscribers: Subscribers;
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {
    this.subscribers = new Subscribers(log);
  }

  async start() {
    await this.listen();
  }

  private async listen() {
    const client = new pg.Client(this.pool.options);
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      const change = message.channel === LIVE_CHANNEL && message.payload ? parseChange(message.payload) : undefined;
      if (change) this.subscribers.deliver(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      void client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn({ err: error }, 'live updates: LISTEN connection lost, reconnecting');
    this.reconnect(500);
  }

  private reconnect(delayMs: number) {
    this.retry = setTimeout(() => {
      this.listen().then(
        () => {
          this.log.info('live updates: listening again');
          this.subscribers.deliver({ topic: 'resync', by: null });
        },
        (error: unknown) => {
          this.log.warn({ err: error }, 'live updates: reconnect failed');
          if (!this.closed) this.reconnect(Math.min(delayMs * 2, RECONNECT_MAX_MS));
        },
      );
    }, delayMs);
    this.retry.unref();
  }

  publish(change: LiveChange) {
    // Outside any transaction: the change has committed. A lost notification costs freshness, never data.
    this.pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(change)]).catch((error: unknown) => {
      this.log.warn({ err: error, topic: change.topic }, 'live updates: publish failed');
    });
  }

  subscribe(listener: LiveListener) {
    return this.subscribers.add(listener);
  }

  listening() {
    return this.client !== undefined;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) {
      await client.end().catch(() => undefined);
    }
  }
}
