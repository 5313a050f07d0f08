/** The part of autocannon's API the bench uses (the package ships no types). */
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Milliseconds between its samples; it stops at the first one after the duration. */
    sampleInt?: number;
    requests?: Request[];
  }
  interface Result {
    duration: number;
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
  }
  interface Instance extends PromiseLike<Result> {
    stop(): void;
    on(
      event: "response",
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Instance;
}
