import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** performance.now() when the message was accepted. */
  receivedAt: number;
  /** The raw message as it came over SMTP. */
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages with a temporary error (451), as a server under trouble would. */
  refuseNext(count: number): void;
  refusedCount(): number;
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server in this process (smtp-server), accepting anything, no TLS, no auth. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<{ count: number; resolve: (mails: ReceivedMail[]) => void }> = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refused += 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const receivedAt = performance.now();
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          received.push({
            to: to?.text ?? '',
            subject: parsed.subject ?? '',
            html: parsed.html || '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
            receivedAt,
            raw,
          });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(received.slice());
          }
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    refusedCount: () => refused,
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
