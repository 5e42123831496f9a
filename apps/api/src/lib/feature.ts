import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyPluginOptions, RawServerDefault } from 'fastify';
import type { AppContext } from '../context';

/** What most features' routes need: the app context built once in buildApp. */
export interface FeatureOptions {
  readonly ctx: AppContext;
}

/**
 * A feature's routes as a Fastify plugin: registered in its own encapsulated scope, with what it
 * needs passed in as options by buildApp rather than read off the app instance.
 */
export type FeaturePlugin<Options extends FastifyPluginOptions = FeatureOptions> =
  FastifyPluginAsync<Options, RawServerDefault, TypeBoxTypeProvider>;
