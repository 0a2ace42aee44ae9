import { createHash } from 'node:crypto';

/**
 * Names the statements a process sends again and again, so that each PostgreSQL connection
 * parses and plans them once and then reuses the plan (node-postgres sends a named statement's
 * Parse only the first time on a connection, and the server keeps its plans). A cart answer is
 * one large JSON query whose planning costs several times its execution: unnamed, it was planned
 * on every request.
 *
 * A text gets a name from its second use on, up to `limit` texts per process: statements whose
 * text varies (an IN list of a new length, say) then cannot fill the connections' memory with
 * plans. Only statements with parameters are named (the extended protocol, a single command);
 * migrations and BEGIN/COMMIT are left as they are. Names are a hash of the text, so two
 * processes, or a restarted one, agree on them.
 */
export function createStatementNamer(options: { limit?: number; seen?: number } = {}) {
  const limit = options.limit ?? 200;
  const seenLimit = options.seen ?? 2000;
  const names = new Map<string, string>();
  const seen = new Set<string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= limit) return undefined;
    if (!seen.has(text)) {
      if (seen.size >= seenLimit) seen.clear();
      seen.add(text);
      return undefined;
    }
    seen.delete(text);
    const name = `sd_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Wraps a node-postgres client's `query` so that statements with parameters carry the name
 * `nameOf` gives their text (none: sent unnamed as before).
 */
export function nameStatements(
  client: { query: unknown },
  nameOf: (text: string) => string | undefined,
): void {
  const query = (client.query as QueryFn).bind(client);
  client.query = ((...args: unknown[]) => {
    const [first, values] = args;
    if (
      typeof first === 'object' &&
      first !== null &&
      !(first as { name?: string }).name &&
      typeof (first as { text?: unknown }).text === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      typeof args[2] !== 'function'
    ) {
      const name = nameOf((first as { text: string }).text);
      if (name) return query({ ...first, name }, values);
    }
    return query(...args);
  }) as typeof client.query;
}
