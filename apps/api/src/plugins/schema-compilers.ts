import { AjvCompiler } from '@fastify/ajv-compiler';
import {
  SerializerSelector,
  type SerializerCompiler,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's request validator (Ajv) and response serializer
// (fast-json-stringify) as an app starts: about half of what building an app costs. The route
// schemas are the contract's objects, the same for every app a process builds, so these
// compilers are shared by all of them and a schema is compiled once per process. A server builds
// one app, so this changes nothing there; test suites build hundreds.

/** Ajv's compiler pool: one Ajv per set of shared schemas and options, which caches what it compiled by schema. */
const buildValidator = AjvCompiler();

const serializerFactory: SerializerFactory = SerializerSelector();
/** Compiled serializers by the app's shared schemas and options, then by response schema. */
const serializersByOptions = new Map<string, WeakMap<object, ReturnType<SerializerCompiler>>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas ?? {}, options ?? {}]);
  const cache = serializersByOptions.get(key) ?? new WeakMap();
  serializersByOptions.set(key, cache);
  const compile = serializerFactory(externalSchemas, options);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = cache.get(schema);
    if (!serializer) {
      serializer = compile(route);
      cache.set(schema, serializer);
    }
    return serializer;
  };
};

/** Fastify's `schemaController` option: the compilers above. */
export const sharedSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator, buildSerializer },
};
