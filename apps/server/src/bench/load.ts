import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What one load run measured. */
export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const require = createRequire(import.meta.url);
const AUTOCANNON = path.join(
  path.dirname(require.resolve('autocannon/package.json')),
  'autocannon.js',
);

/**
 * Load from a separate process (the autocannon CLI), so the load generator does not share the
 * event loop of the servers it measures.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<Measure> {
  const args = [AUTOCANNON, '-j', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  const result = JSON.parse(output) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A bare node:http server answering `body` with the same content type: the baseline. */
export async function bare(
  body: Buffer,
  contentType: string,
): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
