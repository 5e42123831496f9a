import { describe, expect, it } from 'vitest';
import { contractForBrowser } from './vite-browser-contract';

const source = [
  "import * as Type from '@sinclair/typebox/type';",
  "import { defineRoute } from './route';",
  'export const Body = Type.Object({ name: Type.String() });',
  'export const routes = {',
  '  create: defineRoute({',
  "    method: 'POST',",
  "    path: '/api/things',",
  '    body: Body,',
  '    response: Type.Array(Body),',
  "    summary: 'Create a thing',",
  '  }),',
  '};',
  "export const LIMITS = ['a', 'b'].map((x) => x.toUpperCase());",
].join('\n');

describe('the browser copy of the API contract', () => {
  it('keeps only the method and path of a route', () => {
    const { code } = contractForBrowser(source, '/contract/routes.ts')!;
    expect(code).toMatch(
      /create: defineRoute\(\{\s*method: 'POST',\s*path: '\/api\/things',\s*\}\)/,
    );
    expect(code).not.toMatch(/body: Body|response:|summary:/);
  });

  it('marks every TypeBox builder call pure, and nothing else', () => {
    const { code } = contractForBrowser(source, '/contract/routes.ts')!;
    expect(code).toContain(
      'export const Body = /* @__PURE__ */ Type.Object({ name: /* @__PURE__ */ Type.String() });',
    );
    expect(code.match(/@__PURE__/g)).toHaveLength(2);
    expect(code).toContain("['a', 'b'].map((x) => x.toUpperCase())");
  });

  it('maps the changed code back to its source', () => {
    const { map } = contractForBrowser(source, '/contract/routes.ts')!;
    expect(map.sources).toEqual(['/contract/routes.ts']);
    expect(map.mappings.length).toBeGreaterThan(0);
  });

  it('leaves a module without routes or schemas alone, and refuses a route it cannot read', () => {
    expect(contractForBrowser('export const A = 1;', '/contract/a.ts')).toBeNull();
    expect(() =>
      contractForBrowser('const r = defineRoute(definition);', '/contract/b.ts'),
    ).toThrow(/object literal/);
  });
});
