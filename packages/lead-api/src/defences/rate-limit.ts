/**
 * A per-client, per-endpoint token bucket kept in memory: `perMinute` requests at once, refilled evenly
 * over a minute. In memory is enough for one process; several processes would each allow their own share.
 */
import type { MiddlewareHandler } from 'hono';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Beyond this many tracked clients the full (idle) buckets are dropped, so a spray of addresses cannot exhaust memory. */
const MAX_TRACKED = 50_000;

/*
 * Integer arithmetic, so float rounding can never deny a request that is due: a request costs COST units
 * and a bucket refills `perMinute` units per millisecond, i.e. `perMinute` requests per 60 000 ms.
 */
const COST = 60_000;

interface Bucket {
  units: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.capacity = perMinute * COST;
  }

  take(key: string): RateDecision {
    if (this.perMinute <= 0) return { allowed: true };
    const now = Math.floor(this.now());
    const bucket = this.buckets.get(key) ?? { units: this.capacity, updatedAt: now };
    bucket.units = this.refilled(bucket, now);
    bucket.updatedAt = now;
    this.remember(key, bucket);
    if (bucket.units >= COST) {
      bucket.units -= COST;
      return { allowed: true };
    }
    const waitMs = Math.ceil((COST - bucket.units) / this.perMinute);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  private refilled(bucket: Bucket, now: number): number {
    return Math.min(this.capacity, bucket.units + Math.max(0, now - bucket.updatedAt) * this.perMinute);
  }

  private remember(key: string, bucket: Bucket): void {
    if (!this.buckets.has(key) && this.buckets.size >= MAX_TRACKED) this.prune();
    this.buckets.set(key, bucket);
  }

  private prune(): void {
    const now = Math.floor(this.now());
    for (const [key, bucket] of this.buckets) {
      if (this.refilled(bucket, now) >= this.capacity) this.buckets.delete(key);
    }
    // Still full of busy clients: forget the longest-tracked tenth rather than grow without bound.
    if (this.buckets.size >= MAX_TRACKED) {
      let drop = Math.ceil(MAX_TRACKED / 10);
      for (const key of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}

export function rateLimit(limiter: RateLimiter, endpoint: string, client: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const decision = limiter.take(`${endpoint} ${client(c)}`);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      return c.text(`Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, 429, {
        'Retry-After': String(seconds),
      });
    }
    await next();
  };
}
