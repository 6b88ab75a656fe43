import type { Db } from '@shop/projections/ports/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import { noneMatchHits } from '../http/ifNoneMatch.ts';
import { type AnswerCache, createAnswerCache, type KeptAnswer } from './answerCache.ts';
import { cacheAsCatalogue } from './cacheControl.ts';

/** Sent in the transaction of every write to the catalogue's tables (migration 0060). */
export const CATALOGUE_CHANGED = 'catalogue_changed';

/**
 * The catalogue's answers (the same for every shopper: nothing in them depends on who asks) computed once
 * per catalogue change and kept as the JSON bytes sent. Every bff process drops them all when any process
 * writes the catalogue (LISTEN catalogue_changed), and after `maxAgeMs` whatever happens: marketing events
 * start and end with time alone, and a notification lost with a connection must not keep an answer forever.
 */
export interface CatalogueAnswers {
  /**
   * `compute`'s answer serialised by the route's response schema, exactly as Fastify would have sent it;
   * null when it answers null (not found, never kept). `key` names everything the answer depends on.
   */
  json<T extends object>(key: string, schema: z.ZodType<T>, compute: () => Promise<T>): Promise<KeptAnswer>;
  json<T extends object>(
    key: string,
    schema: z.ZodType<T>,
    compute: () => Promise<T | null>,
  ): Promise<KeptAnswer | null>;
  /** Stops listening. */
  close(): void;
}

export interface CatalogueAnswersOptions {
  maxAgeMs: number;
  maxBytes: number;
}

const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/** The route serialiser fastify-type-provider-zod compiles for `schema` (app.ts), compiled once. */
function serializerOf(schema: z.ZodType): (data: unknown) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = serializerCompiler({ schema, method: 'GET', url: 'catalogue answer' });
    serializers.set(schema, serialize);
  }
  return serialize;
}

export async function openCatalogueAnswers(
  db: Db,
  clock: Clock,
  options: CatalogueAnswersOptions,
): Promise<CatalogueAnswers> {
  const cache: AnswerCache = createAnswerCache({ ...options, now: () => clock.now().getTime() });
  const stop = await db.listen(CATALOGUE_CHANGED, () => cache.clear());
  function json<T extends object>(
    key: string,
    schema: z.ZodType<T>,
    compute: () => Promise<T>,
  ): Promise<KeptAnswer>;
  function json<T extends object>(
    key: string,
    schema: z.ZodType<T>,
    compute: () => Promise<T | null>,
  ): Promise<KeptAnswer | null>;
  function json<T extends object>(key: string, schema: z.ZodType<T>, compute: () => Promise<T | null>) {
    return cache.get(key, async () => {
      const value = await compute();
      return value === null ? null : Buffer.from(serializerOf(schema)(value));
    });
  }
  return { json, close: stop };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a kept catalogue answer with its ETag, or 304 with no body when the browser holds it already. */
export function sendCatalogueAnswer(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  cacheAsCatalogue(reply).header('etag', answer.etag);
  if (noneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(answer.body);
}

/** Sends a kept answer that browsers do not keep (a search is a POST). */
export function sendAnswer(reply: FastifyReply, answer: KeptAnswer) {
  return reply.type(JSON_TYPE).send(answer.body);
}
