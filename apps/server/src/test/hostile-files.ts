import zlib from 'node:zlib';

/**
 * Hostile files, generated small in memory (none is committed): archives and streams whose
 * compressed bytes expand thousands of times, damaged files and polyglots.
 */

const MB = 1024 * 1024;

/**
 * Raw deflate data that inflates to `unit` repeated until `totalBytes`: one 16 MB run is deflated
 * once (about 16 kB) and its compressed form repeated, each copy referring only to itself.
 */
function deflatedRepeat(unit: string, totalBytes: number, prefix = '', suffix = ''): { data: Buffer; size: number; crc: () => number } {
  const run = Buffer.from(unit.repeat(Math.floor((16 * MB) / unit.length)));
  const copies = Math.max(1, Math.round(totalBytes / run.length));
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const runDeflated = zlib.deflateRawSync(run, flush);
  const data = Buffer.concat([
    zlib.deflateRawSync(Buffer.from(prefix), flush),
    ...Array<Buffer>(copies).fill(runDeflated),
    zlib.deflateRawSync(Buffer.from(suffix)),
  ]);
  const crc = () => {
    let value = zlib.crc32(prefix);
    for (let i = 0; i < copies; i++) value = zlib.crc32(run, value);
    return zlib.crc32(suffix, value);
  };
  return { data, size: prefix.length + copies * run.length + suffix.length, crc };
}

interface ZipEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  size: number;
  crc: number;
}

const deflated = (name: string, text: string | Buffer): ZipEntry => {
  const raw = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(raw), method: 8, size: raw.length, crc: zlib.crc32(raw) };
};

/** A zip archive of these entries (local headers, central directory, end record), written by hand. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(Math.min(e.size, 0xfffffffe), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    local.copy(central, 16, 14, 26); // crc, compressed and declared sizes
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT_START = '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOCUMENT_END = '</w:body></w:document>';
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

function docxOf(documentXml: ZipEntry, extra: readonly ZipEntry[] = []): Buffer {
  return zipOf([deflated('[Content_Types].xml', CONTENT_TYPES), deflated('_rels/.rels', RELS), documentXml, ...extra]);
}

/**
 * A DOCX zip bomb: a few hundred kB whose word/document.xml inflates to `inflatedMb` MB of valid
 * paragraphs (unbounded, mammoth builds it all in the heap). With `declaredSize`, the archive lies
 * about the inflated size it declares.
 */
export function docxZipBomb(inflatedMb: number, declaredSize?: number): Buffer {
  const bomb = deflatedRepeat(paragraph('a'), inflatedMb * MB, DOCUMENT_START, DOCUMENT_END);
  return docxOf({ name: 'word/document.xml', data: bomb.data, method: 8, size: declaredSize ?? bomb.size, crc: bomb.crc() });
}

/** A DOCX with `count` extra (tiny) parts besides a readable document. */
export function docxWithManyParts(count: number, text = 'Kubernetes'): Buffer {
  const parts = Array.from({ length: count }, (_, i) => deflated(`word/media/part${i}.xml`, '<x/>'));
  return docxOf(deflated('word/document.xml', DOCUMENT_START + paragraph(text) + DOCUMENT_END), parts);
}

/** A readable DOCX carrying, as an embedded object, a zip bomb (a zip inside the zip). */
export function docxWithNestedBomb(text = 'Kubernetes'): Buffer {
  const inner = docxZipBomb(1024);
  return docxOf(deflated('word/document.xml', DOCUMENT_START + paragraph(text) + DOCUMENT_END), [
    deflated('word/embeddings/package.docx', inner),
  ]);
}

/** A one-page PDF whose content stream is `body` (raw bytes of the stream, with `filter` when given). */
function pdfWithContent(body: Buffer, filter?: string): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, dict: string, stream?: Buffer) => {
    offsets[n] = length;
    push(`${n} 0 obj\n${dict}\n`);
    if (stream) push(Buffer.concat([Buffer.from('stream\n'), stream, Buffer.from('\nendstream\n')]));
    push('endobj\n');
  };
  push('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>');
  object(4, `<< /Length ${body.length}${filter ? ` /Filter /${filter}` : ''} >>`, body);
  object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xref = length;
  const rows = [1, 2, 3, 4, 5].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('');
  push(`xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** A PDF whose page content stream (FlateDecode) inflates to `inflatedMb` MB. */
export function pdfFlateBomb(inflatedMb: number): Buffer {
  const { data } = deflatedRepeat(' ', inflatedMb * MB);
  return pdfWithContent(Buffer.concat([Buffer.from([0x78, 0x9c]), data, Buffer.alloc(4)]), 'FlateDecode');
}

/** A PDF that takes pdf.js long to read: `inflatedMb` MB of text-drawing operators on one page, inflated from a few kB (keep it under the 32 MB decode limit to test time, not memory). */
export function pdfSlowToParse(inflatedMb: number): Buffer {
  const { data } = deflatedRepeat('BT /F1 1 Tf (a) Tj ET\n', inflatedMb * MB);
  return pdfWithContent(Buffer.concat([Buffer.from([0x78, 0x9c]), data, Buffer.alloc(4)]), 'FlateDecode');
}

/** A plain one-page PDF drawing `text` (uncompressed content). */
export function pdfWithText(text: string): Buffer {
  return pdfWithContent(Buffer.from(`BT /F1 12 Tf 50 700 Td (${text}) Tj ET`));
}

/** The first `fraction` of a real PDF: cut off mid-file. */
export const truncated = (bytes: Buffer, fraction = 0.5): Buffer => bytes.subarray(0, Math.floor(bytes.length * fraction));

/** A PDF that is also a zip archive (a DOCX appended) and carries HTML with a script. */
export function pdfZipHtmlPolyglot(text: string): Buffer {
  const pdf = pdfWithText(text);
  return Buffer.concat([pdf, Buffer.from('<html><script>alert(document.cookie)</script></html>\n'), docxZipBomb(16)]);
}
