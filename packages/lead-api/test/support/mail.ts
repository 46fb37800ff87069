/** Just enough RFC 822 / MIME parsing to check what a mail client would show. */

export interface ParsedMail {
  raw: string;
  headers: Map<string, string>;
  /** Decoded header values (RFC 2047 encoded words resolved). */
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  messageId: string;
  contentType: string;
  /** The body, transfer-decoded and UTF-8 decoded, with LF line ends. */
  text: string;
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const bodyStart = split === -1 ? raw.length : raw.indexOf('\n', raw.indexOf('\n', split) + 1) + 1;
  const body = raw.slice(bodyStart);

  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const header = (name: string) => decodeWords(headers.get(name) ?? '');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return {
    raw,
    headers,
    from: header('from'),
    to: header('to'),
    replyTo: header('reply-to'),
    subject: header('subject'),
    messageId: header('message-id'),
    contentType: headers.get('content-type') ?? '',
    text: decodeBody(body, encoding).replace(/\r\n/g, '\n'),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
  return body;
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: adjacent encoded words join without the space between them; bytes are decoded together. */
function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const parts = [...run.matchAll(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g)];
    const bytes = Buffer.concat(
      parts.map(([, , kind, data]) => (kind!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : qpBytes(data!.replace(/_/g, ' ')))),
    );
    return bytes.toString('utf8');
  });
}
