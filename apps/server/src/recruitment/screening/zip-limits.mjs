// Checks a zip archive (a DOCX) before anything unpacks it whole: every entry is inflated here with
// a running budget, never trusting the sizes the archive declares, so a few kilobytes that expand to
// gigabytes (a zip bomb) or an archive of thousands of parts are refused at a bounded cost.
import zlib from 'node:zlib';

/** Refused archives: `reason` is 'too_large' (expands beyond the limits) or 'unreadable'. */
export class ZipRefused extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

const unreadable = (why) => new ZipRefused('unreadable', why);

function endOfCentralDirectory(bytes) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const stop = Math.max(0, view.length - 22 - 0xffff);
  for (let at = view.length - 22; at >= stop; at--) {
    if (view.readUInt32LE(at) === 0x06054b50) return { view, entries: view.readUInt16LE(at + 10), offset: view.readUInt32LE(at + 16) };
  }
  throw unreadable('no zip directory');
}

/**
 * Inflates every entry of `bytes` within `maxInflatedBytes` in total and `maxEntries` entries;
 * throws ZipRefused when the archive is beyond them, encrypted, ZIP64 or damaged.
 */
export function checkZipLimits(bytes, { maxInflatedBytes, maxEntries }) {
  const { view, entries, offset } = endOfCentralDirectory(bytes);
  if (entries === 0xffff || offset === 0xffffffff) throw unreadable('ZIP64 archive');
  if (entries > maxEntries) throw new ZipRefused('too_large', `more than ${maxEntries} parts`);
  let budget = maxInflatedBytes;
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== 0x02014b50) throw unreadable('damaged zip directory');
    const flags = view.readUInt16LE(at + 8);
    const method = view.readUInt16LE(at + 10);
    const compressed = view.readUInt32LE(at + 20);
    const local = view.readUInt32LE(at + 42);
    at += 46 + view.readUInt16LE(at + 28) + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
    if (flags & 1) throw unreadable('encrypted zip entry');
    if (local + 30 > view.length || view.readUInt32LE(local) !== 0x04034b50) throw unreadable('damaged zip entry');
    const start = local + 30 + view.readUInt16LE(local + 26) + view.readUInt16LE(local + 28);
    if (start + compressed > view.length) throw unreadable('zip entry cut off');
    const data = view.subarray(start, start + compressed);
    let size;
    if (method === 0) size = data.length;
    else if (method === 8) size = inflatedSize(data, budget);
    else throw unreadable(`unsupported zip compression method ${method}`);
    budget -= size;
    if (budget < 0) throw new ZipRefused('too_large', `expands to more than ${maxInflatedBytes} bytes`);
  }
}

function inflatedSize(data, budget) {
  try {
    // maxOutputLength stops inflating as soon as the output would pass what is left of the budget.
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
  } catch (error) {
    if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw new ZipRefused('too_large', 'expands beyond the limit');
    throw unreadable('damaged compressed data');
  }
}
