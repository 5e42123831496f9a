import fc from 'fast-check';

// Values from a route's TypeBox schema (plain JSON Schema underneath), for the fuzzer: `valid`
// draws values the schema accepts, so requests reach the services and not only the validator;
// `mutated` breaks one thing about such a value (a field's type, a missing or extra field, an
// extreme number, a huge or odd string), so they also probe the edges the schema guards.

interface Schema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Values the schema accepts (bounded sizes: at most 5 array items, 200-character strings). */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(s)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'integer': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      const step = schema.multipleOf ?? 1;
      return fc
        .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
        .map((n) => n * step);
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'string':
      return validString(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, Math.max(minLength, 200));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .filter((s) => s.length >= minLength && s.length <= maxLength && pattern.test(s));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** Values no schema should accept as they are, and that have broken servers before. */
export const wild: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -0,
    0.5,
    -1,
    2 ** 31,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    '',
    ' ',
    '0',
    '1e3',
    'NaN',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\ud800',
    '<script>',
    "'; drop table users; --",
    '__proto__',
    [],
    {},
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}'),
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 5_000, maxLength: 70_000, unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2_000 }),
  fc.jsonValue({ maxDepth: 6 }),
);

/** A schema-valid value with one thing broken, or a wild value instead of the whole. */
export function mutated(schema: Schema): fc.Arbitrary<unknown> {
  const whole = valid(schema);
  if (schema.type !== 'object' || !schema.properties) return fc.oneof(whole, wild);
  const keys = Object.keys(schema.properties);
  if (keys.length === 0) return fc.oneof(wild, fc.record({ extra: wild }));
  return fc.oneof(
    wild,
    fc
      .tuple(whole, fc.constantFrom(...keys), wild)
      .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
    fc.tuple(whole, fc.constantFrom(...keys)).map(([value, key]) => {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(whole, fc.string({ minLength: 1, maxLength: 12 }), wild)
      .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
  );
}
