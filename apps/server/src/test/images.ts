import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/** Real, minimal image files (1×1 pixel) for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const JPEG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const SVG_LOGO = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a0"/></svg>',
);

/** A PNG of at least `size` bytes (a real header; the rest is padding, enough for size limits). */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, size - PNG_1PX.length))]);
}

/** multipart/form-data with files (and fields) for app.inject. */
export function formWith(files: Array<{ field: string; name: string; bytes: Buffer; type?: string }>, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return form;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of these declared dimensions (8-bit RGB) and this deflated pixel data. */
function pngOf(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([PNG_1PX.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real, decodable PNG of random RGB pixels (incompressible: about 3 bytes per pixel). */
export function noisePng(width: number, height: number): Buffer {
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])));
  return pngOf(width, height, zlib.deflateSync(rows));
}

/** A hostile PNG: a few kB declaring `width` × `height` pixels (a decoder would allocate width × height × 3 bytes). */
export function pngDeclaring(width: number, height: number): Buffer {
  return pngOf(width, height, zlib.deflateSync(Buffer.alloc(64 * 1024)));
}
