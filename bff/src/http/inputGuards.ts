import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

/**
 * What every request must pass before any route sees it, whatever its schema says:
 * - JSON bodies nest at most MAX_JSON_DEPTH levels (no call needs more than a list of objects; a deeply
 *   nested body would otherwise reach recursive code: zod, serialisers, our own walks).
 * - No text holds a NUL or another control character: Postgres refuses NUL in text (a 500 otherwise), and no
 *   field has a use for them. Body text may span lines (tab, line feed, carriage return); a path segment or a
 *   query value may not.
 */
export const MAX_JSON_DEPTH = 32;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The deepest nesting of arrays and objects in a JSON text, stopping once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** The path (`body.items.0.name`) of the first string holding a character `pattern` refuses, or null. */
function firstControlCharacter(value: unknown, pattern: RegExp, path: string): string | null {
  if (typeof value === 'string') return pattern.test(value) ? path : null;
  // An uploaded file's bytes are no text (and walking ten million of them would take seconds).
  if (value instanceof Uint8Array) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstControlCharacter(item, pattern, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found =
        (pattern.test(key) ? `${path}.${key}` : null) ??
        firstControlCharacter(item, pattern, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function refuseControlCharacters(request: FastifyRequest): void {
  const found =
    firstControlCharacter(request.params, CONTROL_IN_LINE, 'path') ??
    firstControlCharacter(request.query, CONTROL_IN_LINE, 'query') ??
    firstControlCharacter(request.body, CONTROL_IN_TEXT, 'body');
  if (found)
    throw new HttpError(400, 'INVALID_CHARACTERS', `Invalid request: ${found} holds a control character.`, {
      fields: [{ field: found.replace(/^(path|query|body)\.?/, ''), message: 'control character' }],
    });
}

export const inputGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
        return done(
          new HttpError(400, 'JSON_TOO_DEEP', `JSON bodies may nest at most ${MAX_JSON_DEPTH} levels.`),
          undefined,
        );
      parseJson(request, text, done);
    });
    // preValidation: after the body is parsed and the caller authenticated (onRequest), before any schema.
    app.addHook('preValidation', async (request) => refuseControlCharacters(request));
  },
  { name: 'input-guards' },
);
