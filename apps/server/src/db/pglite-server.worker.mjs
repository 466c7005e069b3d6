// The embedded database on a thread of its own (decision 0094): PGlite runs here and answers the
// PostgreSQL wire protocol on a Unix socket, so the server reaches it through node-postgres exactly
// like a PostgreSQL server, and a long statement blocks this thread, never the HTTP one.
//
// PGlite is one session. Connections take turns by conversation, not by message: a connection
// holds the session from its first message until PGlite answers ReadyForQuery with status 'I'
// (idle: no transaction block, no half-sent extended query). So two transactions on two
// connections never interleave, nor do one connection's Parse and another's Bind (which
// @electric-sql/pglite-socket 0.2.17 allows outside transactions, as it queues single messages).
// A connection that goes away while holding the session has its transaction rolled back.
//
// Plain JavaScript, like the other workers: it starts without the parent's TypeScript loader and is
// copied beside the compiled server (tools/build-server.mjs).
//
// workerData: { dataDir, socketPath }. Messages in: { id, op: 'listen' | 'unlisten', channel },
// { id, op: 'dump', compression }, { id, op: 'close' }. Out: { ready: true } or { ready: false, error }
// once, { id, value } or { id, error } per request, { notification: { channel, payload } }.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** Sync, then a simple-query ROLLBACK: ends whatever a vanished connection left open. */
const ROLLBACK = (() => {
  const sql = Buffer.from('ROLLBACK\0');
  const query = Buffer.alloc(5 + sql.length);
  query.write('Q', 0);
  query.writeInt32BE(4 + sql.length, 1);
  sql.copy(query, 5);
  return Buffer.concat([Buffer.from([0x53, 0, 0, 0, 4]), query]);
})();

let pglite;
/** Who holds the session (a connection, or a request from the parent), and who waits for it, in order. */
let holder = null;
const waiting = [];

function acquire(owner) {
  if (holder === null || holder === owner) {
    holder = owner;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push({ owner, resolve }));
}

function release(owner) {
  if (holder !== owner) return;
  holder = null;
  const next = waiting.shift();
  if (next) {
    holder = next.owner;
    next.resolve();
  }
}

/** Runs wire-protocol bytes in the session; returns the answer and whether the session is idle after it. */
async function exec(bytes) {
  const out = await pglite.runExclusive(() => pglite.execProtocolRaw(bytes));
  let idle = null;
  for (let at = 0; at + 5 <= out.length;) {
    const type = out[at];
    const length = (out[at + 1] << 24) | (out[at + 2] << 16) | (out[at + 3] << 8) | out[at + 4];
    if (type === 0x5a /* Z */) idle = out[at + 5] === 0x49; /* I */
    else if (type === 0x41 /* A: NotificationResponse */) notify(out.subarray(at + 9, at + 1 + length));
    at += 1 + length;
  }
  return { out, idle };
}

function notify(body) {
  const end = body.indexOf(0);
  const channel = Buffer.from(body.subarray(0, end)).toString('utf8');
  const payload = Buffer.from(body.subarray(end + 1, body.indexOf(0, end + 1))).toString('utf8');
  parentPort.postMessage({ notification: { channel, payload } });
}

const connections = new Set();

function serve(socket) {
  const me = Symbol('connection');
  let buffer = Buffer.alloc(0);
  let started = false;
  let busy = false;
  let closed = false;
  connections.add(socket);

  const take = () => {
    // The next complete unit: the startup packet (no type byte) or every complete typed message.
    if (!started) {
      if (buffer.length < 8) return null;
      const length = buffer.readInt32BE(0);
      const code = buffer.readInt32BE(4);
      if (buffer.length < length) return null;
      const packet = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (code === SSL_REQUEST) return { reply: Buffer.from('N') };
      if (code === CANCEL_REQUEST) return { end: true }; // PGlite has no backend to interrupt
      if (code !== PROTOCOL_3) return { end: true };
      started = true;
      return { bytes: packet };
    }
    let at = 0;
    while (at + 5 <= buffer.length) {
      const length = buffer.readInt32BE(at + 1);
      if (at + 1 + length > buffer.length) break;
      if (buffer[at] === 0x58 /* X: Terminate */) {
        const bytes = buffer.subarray(0, at);
        buffer = Buffer.alloc(0);
        return { bytes: bytes.length > 0 ? bytes : null, end: true };
      }
      at += 1 + length;
    }
    if (at === 0) return null;
    const bytes = buffer.subarray(0, at);
    buffer = buffer.subarray(at);
    return { bytes };
  };

  const pump = async () => {
    if (busy) return;
    busy = true;
    try {
      for (let unit = take(); unit && !closed; unit = take()) {
        if (unit.reply) socket.write(unit.reply);
        if (unit.bytes) {
          await acquire(me);
          if (closed) break;
          const { out, idle } = await exec(Buffer.from(unit.bytes));
          if (out.length > 0 && !socket.destroyed) socket.write(out);
          if (idle === true) release(me);
        }
        if (unit.end) {
          socket.end();
          break;
        }
      }
    } catch (error) {
      socket.destroy(error);
    } finally {
      busy = false;
    }
  };

  socket.on('data', (data) => {
    buffer = buffer.length === 0 ? data : Buffer.concat([buffer, data]);
    void pump();
  });
  socket.on('error', () => undefined);
  socket.on('close', async () => {
    closed = true;
    connections.delete(socket);
    const index = waiting.findIndex((w) => w.owner === me);
    if (index >= 0) waiting.splice(index, 1);
    if (holder === me) {
      // Wait for a statement still running for it, then end what it left open.
      while (busy) await new Promise((resolve) => setImmediate(resolve));
      await exec(ROLLBACK).catch(() => undefined);
      release(me);
    }
  });
}

/** A request from the parent, run while it holds the session. */
async function request(op, message) {
  const me = Symbol(op);
  await acquire(me);
  try {
    if (op === 'listen') await pglite.exec(`LISTEN "${message.channel.replaceAll('"', '""')}"`);
    else if (op === 'unlisten') await pglite.exec(`UNLISTEN "${message.channel.replaceAll('"', '""')}"`);
    else if (op === 'dump') {
      const blob = await pglite.dumpDataDir(message.compression);
      return await blob.arrayBuffer();
    } else if (op === 'close') {
      await new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      });
      await pglite.close();
    }
    return null;
  } finally {
    release(me);
  }
}

const server = net.createServer({ noDelay: true }, serve);

parentPort.on('message', (message) => {
  request(message.op, message).then(
    (value) => parentPort.postMessage({ id: message.id, value }, value instanceof ArrayBuffer ? [value] : []),
    (error) => parentPort.postMessage({ id: message.id, error: String(error?.message ?? error) }),
  );
});

try {
  pglite = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(workerData.socketPath, () => resolve());
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: String(error?.stack ?? error) });
}
