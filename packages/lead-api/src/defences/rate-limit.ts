/**
 * A per-client, per-endpoint token bucket: `perMinute` requests at once, refilled evenly over a minute.
 * In memory for one process (SQLite); in the database when several processes share PostgreSQL, so they
 * share one limit instead of each allowing its own.
 */
import type { MiddlewareHandler } from 'hono';
import type { LeadStore } from '../store/types.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  take(key: string): RateDecision | Promise<RateDecision>;
}

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

function denied(units: number, perMinute: number): RateDecision {
  const waitMs = Math.ceil((COST - units) / perMinute);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export class RateLimiter implements Limiter {
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
    return denied(bucket.units, this.perMinute);
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

/** The same bucket kept in the database, taken in one statement, so every process sees every request. */
export class SharedRateLimiter implements Limiter {
  constructor(
    private readonly store: Pick<LeadStore, 'takeRateLimit'>,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key: string): Promise<RateDecision> {
    if (this.perMinute <= 0) return { allowed: true };
    const { allowed, units } = await this.store.takeRateLimit(key, this.perMinute, Math.floor(this.now()));
    return allowed ? { allowed: true } : denied(units, this.perMinute);
  }
}

export function rateLimit(limiter: Limiter, endpoint: string, client: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.take(`${endpoint} ${client(c)}`);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      return c.text(`Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, 429, {
        'Retry-After': String(seconds),
      });
    }
    await next();
  };
}
