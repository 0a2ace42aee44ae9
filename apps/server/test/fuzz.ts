import fc from 'fast-check';
import qs from 'qs';
import { z } from 'zod';

/*
 * Generators for the fuzz test (src/edge/fuzz.test.ts): request bodies, query strings and path
 * values built from each route's own contract schema, with values at and beyond its limits and,
 * now and then, a value of the wrong kind in any place.
 */

/** The subset of JSON Schema that zod's `toJSONSchema` writes for our contract. */
interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A route schema (zod) as JSON Schema, as a client would read it; undefined when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const nest = (depth: number, leaf: unknown, asArray = false): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** Text PostgreSQL refuses or that breaks naive code: NUL, halves of surrogate pairs, wildcards. */
export const NASTY_TEXT = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u{1F600}'.repeat(3),
  '%_\\',
  "' or '1'='1",
  '"; drop table product; --',
  '../../etc/passwd',
  '\r\nset-cookie: x=1',
  ' ',
  '',
  '\u202e\u200b',
  'null',
  '-1',
  '1e309',
  '0x10',
  '2026-02-30T00:00:00Z',
];

/** Values of the wrong kind, or right kind and absurd size, for any place in a body. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 63),
    1e308,
    [],
    {},
    [{}],
    [null],
    { id: {} },
    'x'.repeat(10_001),
    '\u{1F600}'.repeat(5_000),
  ),
  fc.integer({ min: 33, max: 80 }).map((depth) => nest(depth, 'deep')),
  fc.integer({ min: 33, max: 80 }).map((depth) => nest(depth, 1, true)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Date-times at and past the ends of what JavaScript and PostgreSQL can hold. */
const DATE_TIMES = [
  '2026-01-01T00:00:00Z',
  '2026-01-01T00:00:00.000+14:00',
  '0001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '2026-01-01',
];

/** Date-times every layer should accept, from the first year to the last four-digit one. */
const VALID_DATE_TIMES = [
  '2026-01-01T00:00:00Z',
  '2026-01-01T00:00:00.000+14:00',
  '1970-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
];

function stringFor(
  schema: JsonSchema,
  ids: readonly string[],
  clean: boolean,
): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'date-time')
    return fc.constantFrom(...(clean ? VALID_DATE_TIMES : DATE_TIMES));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (clean && schema.pattern) {
    // A value the pattern accepts (an email, a handle, a currency code), or one of the store's ids.
    const matching = fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    return ids.length > 0
      ? fc.oneof(
          matching,
          fc.constantFrom(...ids.filter(fits).concat('x'.repeat(Math.max(min, 1)))),
        )
      : matching;
  }
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, Math.min(max, 20)) }),
    fc.constant('x'.repeat(Math.max(min, Math.min(max, 100_000)))),
    // As many four-byte characters as fit: the limit counts UTF-16 units, the database characters.
    fc.constant(
      '\u{1F600}'.repeat(Math.max(Math.ceil(min / 2), Math.min(Math.floor(max / 2), 50_000))),
    ),
  ];
  if (!clean) {
    options.push(
      fc.constant('x'.repeat(Math.min(max + 1, 100_000))),
      fc.constantFrom(...NASTY_TEXT),
    );
  }
  const usableIds = ids.filter(fits);
  if (usableIds.length > 0) options.push(fc.constantFrom(...usableIds));
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot walk: the other strings still cover the field.
    }
  }
  return fc.oneof(...options);
}

function numberFor(schema: JsonSchema, clean: boolean): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? -(2 ** 53);
  const max = schema.maximum ?? 2 ** 53;
  const edges = [
    min,
    max,
    min - 1,
    max + 1,
    0,
    -1,
    1,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 53 - 1,
    -(2 ** 53),
  ];
  if (!integer) edges.push(0.5, 1e308, -1e308, 1e-300);
  const usable = clean ? edges.filter((edge) => edge >= min && edge <= max) : edges;
  return fc.oneof(
    fc.constantFrom(...(usable.length > 0 ? usable : [min])),
    integer
      ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

/**
 * Values shaped by a schema, with its limits probed (lengths at and past the maximum, numbers
 * at and past the bounds, real ids of the store), and with a wrong value dropped in at any
 * place one time in `mutateOneIn`.
 */
export function valueFor(
  schema: JsonSchema | undefined,
  ids: readonly string[],
  mutateOneIn = 12,
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, ids, mutateOneIn, depth);
  if (mutateOneIn <= 0) return shaped;
  return fc.oneof(
    { weight: mutateOneIn - 1, arbitrary: shaped },
    { weight: 1, arbitrary: badValue },
  );
}

function shapedFor(
  schema: JsonSchema | undefined,
  ids: readonly string[],
  mutateOneIn: number,
  depth: number,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return fc.oneof(...alternatives.map((entry) => valueFor(entry, ids, mutateOneIn, depth)));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema, ids, mutateOneIn === 0);
    case 'integer':
    case 'number':
      return numberFor(schema, mutateOneIn === 0);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = valueFor(schema.items, ids, mutateOneIn, depth + 1);
      const max = schema.maxItems ?? 50;
      const few = fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(max, depth === 0 ? 4 : 2)),
      });
      if (depth > 1) return few;
      // As many as allowed, and one more: copies of one item, so that a list of variants
      // with lists of prices stays a few hundred objects rather than tens of thousands.
      const full = fc
        .tuple(fc.constantFrom(...(mutateOneIn === 0 ? [max] : [max, max + 1])), item)
        .map(([length, one]) => Array.from({ length: Math.min(length, 501) }, () => one));
      return fc.oneof({ weight: 4, arbitrary: few }, { weight: 1, arbitrary: full });
    }
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        // A currency code is checked against ISO 4217, which the JSON Schema does not say.
        shape[key] =
          key === 'currency_code' && mutateOneIn === 0
            ? fc.constantFrom('usd', 'EUR', 'jpy', 'kwd')
            : valueFor(property, ids, mutateOneIn, depth + 1);
      }
      const known = fc.record(shape, { requiredKeys: schema.required ?? [] });
      if (Object.keys(properties).length > 0 || schema.additionalProperties === false) {
        return known;
      }
      // A free-form object (metadata): any keys, any JSON, sometimes deep.
      const clean = mutateOneIn === 0;
      const key = clean
        ? fc.string({ maxLength: 10 })
        : fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...NASTY_TEXT));
      return fc.oneof(
        fc.dictionary(key, fc.jsonValue({ maxDepth: 4 }), { maxKeys: 6 }),
        fc.integer({ min: 2, max: clean ? 30 : 40 }).map((levels) => nest(levels, 'deep')),
      );
    }
  }
}

/** A request body: shaped by the schema, or broken JSON, or not JSON at all. */
export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'none' };

export function bodyFor(
  schema: JsonSchema | undefined,
  ids: readonly string[],
): fc.Arbitrary<FuzzBody> {
  const raw = (contentType: string, text: string): FuzzBody => ({ kind: 'raw', contentType, text });
  return fc.oneof(
    // Bodies the schema accepts, at its limits: they reach the handlers and the database.
    {
      weight: 6,
      arbitrary: valueFor(schema, ids, 0).map((value): FuzzBody => ({ kind: 'json', value })),
    },
    {
      weight: 10,
      arbitrary: valueFor(schema, ids).map((value): FuzzBody => ({ kind: 'json', value })),
    },
    { weight: 3, arbitrary: badValue.map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<FuzzBody>(
        { kind: 'none' },
        raw('application/json', ''),
        raw('application/json', '{'),
        raw('application/json', '{"a":'),
        raw('application/json', '{"__proto__":{"x":1}}'),
        raw('application/json', '{"constructor":{"prototype":{"x":1}}}'),
        raw('application/json', '{"a":1e999}'),
        raw('application/json', '"\\ud800"'),
        raw('application/json', '{"title":"\\u0000"}'),
        raw('application/json', '\u0000'),
        raw('application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
        raw('application/json', `{"x":"${'y'.repeat(1_100_000)}"}`),
        raw('text/plain', 'hello'),
        raw('application/x-www-form-urlencoded', 'title=a&title=b'),
        raw('application/octet-stream', '\u0000\u0001'),
        raw('multipart/form-data; boundary=x', '--x\r\n\r\n--x--'),
        raw('application/json; charset=latin1', '{}'),
      ),
    },
  );
}

/** Path values: the store's real id for the parameter, other ids, and text no id could be. */
export function pathValue(real: string, ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    // The row the route names, so that the handler runs; now and then another kind's id.
    { weight: 5, arbitrary: fc.constant(real) },
    { weight: 1, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.constant('x') },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '%00',
        'a%00b',
        '%ED%A0%80',
        '%FF',
        '%',
        '%zz',
        '%2e%2e',
        '..',
        '%2F',
        '%20',
        '%E2%80%AE',
        'prod_01ZZZZZZZZZZZZZZZZZZZZZZZZ',
        '-1',
        '0',
        'null',
        'undefined',
        '%27%20or%20%271%27%3D%271',
        'x'.repeat(2_000),
        '%F0%9F%98%80',
      ),
    },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent) },
  );
}

/** A query string: the route's own parameters with probed values, strays, and broken encodings. */
export function queryFor(
  schema: JsonSchema | undefined,
  ids: readonly string[],
): fc.Arbitrary<string> {
  const shaped = valueFor(schema ?? { type: 'object' }, ids, 8).map((value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return `v=${String(value)}`;
    // qs writes nested filters the way clients send them (`created_at[gt]=...`); a lone
    // surrogate is written as its UTF-8-like bytes rather than thrown on.
    return qs.stringify(value, { allowDots: false, encodeValuesOnly: false });
  });
  const clean = valueFor(schema ?? { type: 'object' }, ids, 0).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? qs.stringify(value) : '',
  );
  return fc.oneof(
    { weight: 4, arbitrary: clean },
    { weight: 6, arbitrary: shaped },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'limit=%00',
        'q=%00',
        'q=%ED%A0%80',
        'q=%FF',
        'q=%',
        'q=%25',
        'q=_',
        `q=${'a'.repeat(8_000)}`,
        'limit=-1',
        'limit=1e309',
        'limit=99999999999999999999',
        'offset=99999999999999999999',
        'offset=9007199254740993',
        'limit[]=1',
        'limit[a]=1',
        'offset[]=1&offset[]=2',
        'a[b][c][d][e][f][g]=1',
        `expand=${'x,'.repeat(2_000)}`,
        `fields=${'id,'.repeat(500)}`,
        'order=-',
        'order=%00',
        'order=id;drop',
        'created_at[gt]=2026-02-30T00:00:00Z',
        'created_at[gt]=%2B275760-09-13T00:00:00Z',
        'created_at=x',
        'id[]=a&id[]=%00',
        `${'p='.repeat(600)}`,
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
      ),
    },
  );
}

/**
 * Credentials and headers a client could garble: a bearer token that is no JWT (or one signed
 * with no algorithm), API tokens and session cookies that match nothing, publishable keys of
 * every shape, a body that claims to be compressed. Each replaces the good header of its name.
 */
export function badHeaders(): fc.Arbitrary<Record<string, string>> {
  const noneJwt = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    '{"userId":"usr_1","storeId":"store_1"}',
  ).toString('base64url')}.`;
  return fc.oneof(
    fc
      .constantFrom(
        'Bearer ',
        'Bearer x',
        `Bearer ${noneJwt}`,
        'Bearer a.b.c',
        `Bearer ${'a'.repeat(5_000)}`,
        'Basic YWRtaW46YWRtaW4=',
        'bearer',
      )
      .map((authorization) => ({ authorization })),
    fc
      .constantFrom('x', 'ÿÿÿ', 'a'.repeat(300), ' ')
      .map((token) => ({ authorization: '', 'x-medusa-access-token': token })),
    fc
      .constantFrom('storedesk_session=x', 'storedesk_session=s:abc.def', 'a=%ZZ; b', '=;=;')
      .map((cookie) => ({ authorization: '', cookie })),
    fc
      .constantFrom('', ' ', 'pk_x', 'ÿ', `pk_${'x'.repeat(5_000)}`, 'pk_01 ; drop', '%00')
      .map((key) => ({ 'x-publishable-api-key': key })),
    fc.constant({ 'content-encoding': 'gzip' }),
    fc.constant({ 'content-encoding': 'br, identity' }),
  );
}
