// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  export interface Options extends Request {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    requests?: Request[];
    /** Passed to tls.connect for an https url (autocannon itself accepts any certificate). */
    tlsOptions?: { ca?: Buffer | string };
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
