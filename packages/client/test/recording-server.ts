import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  path: string;
  /** The raw query string without `?` (still percent-encoded). */
  query: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** What the server does with one request. */
export type Reply =
  | {
      status?: number;
      headers?: Record<string, string>;
      body?: unknown;
      /** Sent as is instead of JSON. */
      raw?: string;
      /** Answer only after this many milliseconds. */
      delayMs?: number;
    }
  | 'drop';

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; after them every request gets a 200. */
  enqueue(...replies: Reply[]): void;
  /** Forget the recorded requests and queued replies. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that records every request and answers from a queue:
 * a status with headers and a JSON body, raw text, or a dropped connection. The default answer
 * is `200 { ok: true, method, path }`.
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const index = url.indexOf('?');
      const body = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url,
        path: index === -1 ? url : url.slice(0, index),
        query: index === -1 ? '' : url.slice(index + 1),
        headers: req.headers,
        body,
        text: body.toString('utf8'),
      };
      requests.push(recorded);
      const reply = queue.shift() ?? {};
      if (reply === 'drop') {
        req.socket.destroy();
        return;
      }
      if (reply.delayMs) setTimeout(() => answer(res, reply, recorded), reply.delayMs);
      else answer(res, reply, recorded);
    });
  });
  // Every answer closes its connection, so a dropped one is never a reused keep-alive socket.
  server.keepAliveTimeout = 1;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function answer(
  res: ServerResponse,
  reply: Exclude<Reply, 'drop'>,
  recorded: RecordedRequest,
): void {
  if (res.destroyed) return;
  const status = reply.status ?? 200;
  const text =
    reply.raw ??
    (status === 204
      ? ''
      : JSON.stringify(reply.body ?? { ok: true, method: recorded.method, path: recorded.path }));
  res.writeHead(status, {
    connection: 'close',
    ...(reply.raw === undefined && status !== 204 ? { 'content-type': 'application/json' } : {}),
    ...reply.headers,
  });
  res.end(text);
}

/** Parses a multipart/form-data body into its parts (name, filename, content). */
export function parseMultipart(
  recorded: RecordedRequest,
): { name: string; filename?: string; contentType?: string; content: string }[] {
  const type = String(recorded.headers['content-type'] ?? '');
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (!boundary) throw new Error(`not multipart: ${type}`);
  const marker = `--${boundary[1] ?? boundary[2]}`;
  return recorded.text
    .split(marker)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
      const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      const contentType = /content-type:\s*(\S+)/i.exec(head)?.[1];
      return {
        name,
        content,
        ...(filename !== undefined ? { filename } : {}),
        ...(contentType !== undefined ? { contentType } : {}),
      };
    });
}
