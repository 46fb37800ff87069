/**
 * JSON only, 16 kB at most, strictly UTF-8: the cheap checks that run before any field is looked at.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const MAX_BODY_BYTES = 16 * 1024;
const NOT_JSON = 'Please send the form as JSON (Content-Type: application/json).';
const TOO_LARGE = 'The request is too large (16 kB at most).';
const INVALID_JSON = 'The request body is not valid JSON.';
const INVALID_UTF8 = 'The request body is not valid UTF-8.';
const NOT_AN_OBJECT = 'Please send the form fields as a JSON object.';

/** 415 for anything but `application/json` (in UTF-8, the only encoding JSON may use on the wire). */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const [type = '', ...params] = (c.req.header('Content-Type') ?? '').split(';').map((part) => part.trim().toLowerCase());
  const charset = params
    .find((param) => param.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (type !== 'application/json' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    return c.text(NOT_JSON, 415);
  }
  await next();
};

/** 413 above the limit, by Content-Length when sent, else while reading a chunked body. */
export const sizeLimit: MiddlewareHandler = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text(TOO_LARGE, 413) });

export type ParsedBody = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parseJsonObject(bytes: Uint8Array): ParsedBody {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: INVALID_UTF8 };
  }
  if (text.trim() === '') return { ok: false, message: NOT_AN_OBJECT };
  let value: unknown;
  try {
    // JSON.parse makes "__proto__" an ordinary own property, never a prototype; the schemas then drop
    // every key they do not know.
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: INVALID_JSON };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: NOT_AN_OBJECT };
  return { ok: true, value: value as Record<string, unknown> };
}
