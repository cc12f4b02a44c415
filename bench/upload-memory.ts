// `npm run bench:uploads -w bench`: the memory a burst of uploads takes from the real server.
// 80 parallel 10 MB uploads, first from one account (its per-user limit answers 429 beyond it),
// then from 80 accounts (the decode slots answer 503 beyond their line). The server's resident
// memory (VmRSS in /proc/<pid>/status) is sampled throughout, and again after a minute of idling.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startMailCatcher } from '../apps/api/src/test/mail-catcher';
import { startKataar } from './servers';

const PARALLEL = Number(process.env.BENCH_UPLOADS ?? 80);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const GROWTH_TARGET_MB = 300;
const SETTLED_TARGET_MB = 100;
const ACCEPTED = new Set([201, 429, 503]);

const rssMb = (pid: number): number => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** The median of `count` samples taken 100 ms apart: one sample can catch a passing allocation. */
async function steadyRss(pid: number, count = 20): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    samples.push(rssMb(pid));
    await sleep(100);
  }
  return median(samples);
}

// Random pixels do not compress, so the PNG stays about as large as its raw pixels: ~10 MB.
const side = 1826;
const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
  .png()
  .toBuffer();

const mail = await startMailCatcher();
// Loopback is the proxy: each account signs in from its own address, as real people would.
const server = await startKataar({
  SMTP_URL: mail.url,
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'false',
});
const api = `${server.url}/v1/api`;

async function signIn(i: number): Promise<string> {
  const email = `uploader${i}@bench.in`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` };
  const asked = await fetch(`${api}/auth/otp/request/`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  if (asked.status !== 200) throw new Error(`code request for ${email} answered ${asked.status}`);
  for (let tries = 0; !mail.lastTo(email); tries++) {
    if (tries > 100) throw new Error(`no code reached ${email}`);
    await sleep(50);
  }
  const verified = await fetch(`${api}/auth/otp/verify/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, code: mail.codeFor(email) }),
  });
  if (verified.status !== 200) throw new Error(`sign-in of ${email} answered ${verified.status}`);
  return ((await verified.json()) as { access: string }).access;
}

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  try {
    const res = await fetch(`${api}/uploads/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    return String(res.status);
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return `error ${cause?.code ?? (err as Error).message}`;
  }
}

interface Burst {
  scenario: string;
  statuses: string[];
  peakMb: number;
  seconds: number;
}

/** All uploads at once; the peak RSS is sampled every 20 ms until the last answer. */
async function burst(scenario: string, tokens: string[]): Promise<Burst> {
  let peakMb = rssMb(server.pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 20);
  const started = performance.now();
  const statuses = await Promise.all(tokens.map(upload));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { scenario, statuses, peakMb: Math.max(peakMb, rssMb(server.pid)), seconds };
}

const count = (statuses: string[]) => {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}×${n}`).join(' ');
};

let failed = false;
try {
  const tokens: string[] = [];
  for (let i = 0; i <= PARALLEL; i++) tokens.push(await signIn(i));
  const baselineMb = await steadyRss(server.pid);
  const bursts = [
    await burst(`${PARALLEL} parallel, one account`, Array<string>(PARALLEL).fill(tokens[0]!)),
    await burst(`${PARALLEL} parallel, ${PARALLEL} accounts`, tokens.slice(1)),
  ];
  await sleep(IDLE_SECONDS * 1000);
  const settledMb = await steadyRss(server.pid);

  const round = (mb: number) => Math.round(mb);
  console.log(`\nupload memory: ${(png.length / 1e6).toFixed(2)} MB PNG, baseline RSS ${round(baselineMb)} MB`);
  console.table(
    bursts.map((b) => {
      const growth = b.peakMb - baselineMb;
      const answered = b.statuses.every((s) => ACCEPTED.has(Number(s)));
      const ok = growth < GROWTH_TARGET_MB && answered;
      failed ||= !ok;
      return {
        scenario: b.scenario,
        answers: count(b.statuses),
        'peak RSS MB': round(b.peakMb),
        'growth MB': round(growth),
        target: `< ${GROWTH_TARGET_MB} MB, only 201/429/503`,
        seconds: Number(b.seconds.toFixed(1)),
        verdict: ok ? 'PASS' : 'FAIL',
      };
    }),
  );
  const settled = settledMb - baselineMb;
  failed ||= settled >= SETTLED_TARGET_MB;
  console.log(
    `after ${IDLE_SECONDS} s idle: RSS ${round(settledMb)} MB, ${round(settled)} MB above baseline ` +
      `(target < ${SETTLED_TARGET_MB} MB): ${settled < SETTLED_TARGET_MB ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await server.stop();
  await mail.close();
}
if (failed) process.exitCode = 1;
