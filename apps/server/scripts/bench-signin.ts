/**
 * npm run bench:signin — decision 0014: sign-in bursts against a real server process
 * (embedded database in a temporary DATA_DIR, demo accounts; TRUST_PROXY so X-Forwarded-For gives
 * each simulated client its own address). Prints, for each burst, the guesses actually checked
 * (answers 200 or 401: every other answer was given without checking a password) and how long an
 * honest sign-in from another address took meanwhile, beside the same sign-in on a quiet server.
 * BENCH_PORT (default 4412). It measures; it asserts nothing and is not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import { startBenchServer, stopBenchServer } from './bench/bench-server';

const PORT = Number(process.env.BENCH_PORT ?? 4412);
const BASE = `http://127.0.0.1:${PORT}`;

interface Answer {
  status: number;
  ms: number;
}

interface Attempt {
  client: string;
  email: string;
  password: string;
}

async function signIn({ client, email, password }: Attempt): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${BASE}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'x-forwarded-for': client },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/**
 * The burst is sent from a thread of its own, so that this thread's event loop, which times the
 * honest sign-in, is not busy with the burst's 400 requests (the server's CPU is what is measured).
 */
const BURST_THREAD = `
  const { parentPort, workerData } = require('node:worker_threads');
  const { base, attempts } = workerData;
  Promise.all(attempts.map(async ({ client, email, password }) => {
    const started = performance.now();
    const res = await fetch(base + '/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': client },
      body: JSON.stringify({ email, password }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  })).then((answers) => parentPort.postMessage(answers));
  parentPort.postMessage('sending');
`;

function sendBurst(attempts: Attempt[]): { sending: Promise<void>; answers: Promise<Answer[]> } {
  const thread = new Worker(BURST_THREAD, { eval: true, workerData: { base: BASE, attempts } });
  let started!: () => void;
  const sending = new Promise<void>((resolve) => (started = resolve));
  const answers = new Promise<Answer[]>((resolve, reject) => {
    thread.on('message', (message: 'sending' | Answer[]) => (message === 'sending' ? started() : resolve(message)));
    thread.on('error', reject);
  });
  void answers.finally(() => thread.terminate());
  return { sending, answers };
}

function summary(answers: Answer[]) {
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const checked = (byStatus.get(200) ?? 0) + (byStatus.get(401) ?? 0);
  const statuses = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  const slowest = Math.max(...answers.map((a) => a.ms));
  return `checked ${checked} of ${answers.length} (answers ${statuses}; slowest answer ${slowest.toFixed(0)} ms)`;
}

/** Fires `burst` at once and, as soon as it is on its way, one honest sign-in from an address of its own. */
async function burstWithHonestSignIn(label: string, burst: Attempt[], honest: Attempt) {
  const { sending, answers } = sendBurst(burst);
  await sending;
  const honestAnswer = await signIn(honest);
  console.log(`${label}: ${summary(await answers)}`);
  console.log(`  honest sign-in from another address meanwhile: ${honestAnswer.status} in ${honestAnswer.ms.toFixed(0)} ms`);
}

const [admin, sales, recruiter, user] = DEMO_USERS;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-bench-signin-'));
const server = await startBenchServer(PORT, { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
try {
  const quiet: number[] = [];
  for (let i = 0; i < 5; i++)
    quiet.push((await signIn({ client: `203.0.113.${10 + i}`, email: recruiter.email, password: DEMO_PASSWORD })).ms);
  quiet.sort((a, b) => a - b);
  console.log(`quiet server: an honest sign-in takes ${quiet[2].toFixed(0)} ms (median of 5)`);

  const sixty = [...Array.from({ length: 59 }, (_, i) => `wrong-guess-${i}`), DEMO_PASSWORD];
  await burstWithHonestSignIn(
    '60 attempts at one e-mail at the same moment (59 wrong, then the right one), one address',
    sixty.map((password) => ({ client: '198.51.100.1', email: user.email, password })),
    { client: '203.0.113.1', email: admin.email, password: DEMO_PASSWORD },
  );
  await burstWithHonestSignIn(
    '400 attempts from one address at the same moment (400 e-mails)',
    Array.from({ length: 400 }, (_, i) => ({ client: '198.51.100.2', email: `nobody-${i}@example.test`, password: 'wrong-password' })),
    { client: '203.0.113.2', email: sales.email, password: DEMO_PASSWORD },
  );
  await burstWithHonestSignIn(
    '400 attempts from 400 addresses at the same moment (one e-mail)',
    Array.from({ length: 400 }, (_, i) => ({ client: `10.${i >> 8}.${i & 255}.1`, email: admin.email, password: `wrong-${i}` })),
    { client: '203.0.113.3', email: recruiter.email, password: DEMO_PASSWORD },
  );
} finally {
  await stopBenchServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
