import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A prerendered page held in memory with its precompressed copies (.br, .gz, written by the
 * build). Public pages are most of the traffic and never change while a process runs, so each
 * answer is a buffer write instead of a stat, an open, a read stream and a close (bench:load).
 */
export interface CachedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

export function loadPage(root: string, file: string): CachedPage {
  const full = path.join(root, file);
  const identity = fs.readFileSync(full);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, br: readIfExists(`${full}.br`), gzip: readIfExists(`${full}.gz`), etag };
}

/** The encodings the request accepts (q=0 means refused). */
export function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) names.add(name);
  }
  return names;
}

/** A file held in memory, in the encoding the request accepts; 304 when the browser has it already. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CachedPage,
  headers: { 'cache-control': string; 'content-type': string },
) {
  void reply.headers({ ...headers, etag: file.etag, vary: 'accept-encoding' });
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encodings = accepted(request.headers['accept-encoding']);
  if (file.br && encodings.has('br')) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && encodings.has('gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.identity);
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  return sendCached(request, reply, page, { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
}
