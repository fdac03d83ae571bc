/**
 * Admission of requests to the console's renderer, in arrival order.
 *
 * The console's work is mostly synchronous on one thread (rendering, the embedded service's
 * SQLite, the store), so fifty requests rendered at once finish no sooner than fifty rendered a
 * few at a time: they only share the thread, hold fifty renders' memory, and make each turn of
 * the event loop as long as all of their work together. Node accepts one new connection per turn
 * of the loop, so under load a new connection waited many such turns (seconds) before its first
 * request was even read, while requests on connections already open went round again and again.
 *
 * So a request starts at once while fewer than `minInFlight` are being served, or while the event
 * loop keeps up (its lateness under `lagLimitMs`: requests waiting on I/O, such as a remote service
 * or PostgreSQL, cost the loop little) up to `maxInFlight`; otherwise it waits its turn. A place
 * frees when a response ends, or when the loop has caught up.
 */
type AdmissionOptions = {
  /** Always admitted while fewer than this are in flight. */
  minInFlight: number;
  /** Never more than this in flight. */
  maxInFlight: number;
  /** Above `minInFlight`, admit only while the loop's lateness is under this. */
  lagLimitMs: number;
  /** At most this many admitted above `minInFlight` between two samples of the loop. */
  burst: number;
};

const ADMISSION_DEFAULTS: AdmissionOptions = { minInFlight: 4, maxInFlight: 64, lagLimitMs: 25, burst: 2 };

export type Admission = {
  /**
   * Runs `start` now or once a place is free, in arrival order. Returns `leave`, to call when the
   * response has ended, or when the client has gone while still waiting (it is then never started).
   */
  enter: (start: () => void) => () => void;
  /** The loop's lateness at its last sample, in ms (the sampler calls this). */
  noteLag: (ms: number) => void;
  state: () => { inFlight: number; waiting: number; lagMs: number };
};

type Entry = { start: () => void; state: "waiting" | "running" | "left" };

export function createAdmission(options: Partial<AdmissionOptions> = {}): Admission {
  const o = { ...ADMISSION_DEFAULTS, ...options };
  let inFlight = 0;
  let lagMs = 0;
  let admittedSinceSample = 0;
  // A FIFO with a moving head: shift() on a long array copies it.
  let queue: Entry[] = [];
  let head = 0;
  let waiting = 0;

  const roomFor = () =>
    inFlight < o.minInFlight || (inFlight < o.maxInFlight && lagMs < o.lagLimitMs && admittedSinceSample < o.burst);

  const run = (entry: Entry) => {
    if (inFlight >= o.minInFlight) admittedSinceSample++;
    inFlight++;
    entry.state = "running";
    entry.start();
  };

  const drain = () => {
    while (head < queue.length && roomFor()) {
      const entry = queue[head++]!;
      if (entry.state !== "waiting") continue;
      waiting--;
      run(entry);
    }
    if (head === queue.length) {
      queue = [];
      head = 0;
    } else if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
  };

  return {
    enter(start) {
      const entry: Entry = { start, state: "waiting" };
      if (waiting === 0 && roomFor()) run(entry);
      else {
        queue.push(entry);
        waiting++;
      }
      return () => {
        if (entry.state === "running") {
          inFlight--;
          entry.state = "left";
          drain();
        } else if (entry.state === "waiting") {
          entry.state = "left";
          waiting--;
        }
      };
    },
    noteLag(ms) {
      lagMs = ms;
      admittedSinceSample = 0;
      drain();
    },
    state: () => ({ inFlight, waiting, lagMs }),
  };
}

const SAMPLE_MS = 10;

/** Samples the event loop's lateness every 10 ms into `admission`; returns a stop function. */
export function sampleLoopLag(admission: Admission): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    admission.noteLag(Math.max(0, now - last - SAMPLE_MS));
    last = now;
  }, SAMPLE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
