import type { FastifyInstance } from 'fastify';
import { isEmbedded, type Db } from './db/client.js';

/*
 * Requests before background work, on the embedded database.
 *
 * PGlite runs SQL on Node's main thread, one statement at a time, and its promises settle as
 * microtasks: a job's statements, one after the other, never let Node read a socket. Measured on
 * a 10 000-row import with a storefront read every 100 ms: with no turn between the job's
 * steps every read waited for the whole import (3 s at the median); with one event-loop turn
 * per step a read still waited several steps, since accepting a connection, reading the request
 * and each of its statements each need a turn of their own, and the next step took the
 * database first every time.
 *
 * So on PGlite a job yields between steps until no request is in flight (or `maxMs` has
 * passed, so that a steady stream of requests slows a job down but never stops it). On
 * PostgreSQL requests have connections of their own: nothing is counted, and a step waits only
 * for a few event-loop turns.
 */

let inFlight = 0;

/**
 * Counts the app's requests, from their first hook until their answer is sent or abandoned,
 * when the database is embedded.
 */
export function trackRequests(app: FastifyInstance, db: Db): void {
  if (!isEmbedded(db)) return;
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
    };
    // Answered, or its connection closed first (a client that gave up); whichever comes first.
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
  });
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 2));

/**
 * Waits until the requests that have reached the process (and those still being read from their
 * sockets: a few turns of the event loop) are answered, or `maxMs` has passed.
 */
export async function letRequestsIn(maxMs = 250): Promise<void> {
  const until = performance.now() + maxMs;
  for (let turns = 0; turns < 3; turns += 1) await turn();
  while (inFlight > 0 && performance.now() < until) await pause();
}
