import autocannon from 'autocannon';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

export interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

export async function measure(url: string): Promise<Measured> {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
