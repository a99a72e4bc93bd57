// autocannon ships no types; only what scripts/bench.ts uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** setupRequest: changes each request before it is sent (e.g. a unique path) */
    requests?: { setupRequest?: (request: { path?: string }) => { path?: string } }[];
  }): Promise<Result>;
}
