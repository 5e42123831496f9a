import MagicString, { type SourceMap } from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** What the browser needs of a route: where to send it. The schemas are the API's. */
const ROUTE_FIELDS_KEPT = new Set(['method', 'path']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) node.forEach((child) => walk(child, visit));
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const value of Object.values(node))
      if (value && typeof value === 'object') walk(value, visit);
  }
}

const isIdentifier = (node: unknown, name?: string): node is Node =>
  (node as Node | undefined)?.type === 'Identifier' &&
  (name === undefined || (node as Node).name === name);

/**
 * A module of the API contract as the browser's bundle takes it, or null when nothing changes:
 * - each `defineRoute({...})` keeps only its method and path (the client needs nothing else);
 * - each TypeBox builder call (`Type.X(...)`) is marked pure, so a schema nothing reads is left
 *   out, and the TypeBox code only it needed with it.
 */
export function contractForBrowser(
  code: string,
  id: string,
): { code: string; map: SourceMap } | null {
  if (!code.includes('Type.') && !code.includes('defineRoute(')) return null;
  const out = new MagicString(code);
  const ast = parseAst(code, { lang: 'ts' });
  const removed: [number, number][] = [];
  walk(ast, (node) => {
    if (node.type !== 'CallExpression' || !isIdentifier(node.callee, 'defineRoute')) return;
    const [definition] = node.arguments as Node[];
    if (definition?.type !== 'ObjectExpression')
      throw new Error(`${id}: defineRoute takes an object literal`);
    const properties = definition.properties as Node[];
    properties.forEach((property, i) => {
      const key = property.key as Node | undefined;
      if (
        property.type === 'Property' &&
        isIdentifier(key) &&
        ROUTE_FIELDS_KEPT.has(key.name as string)
      )
        return;
      // The property and the comma after it.
      removed.push([
        property.start,
        i + 1 < properties.length ? properties[i + 1]!.start : definition.end - 1,
      ]);
    });
  });
  for (const [from, to] of removed) out.remove(from, to);
  const kept = (at: number) => removed.every(([from, to]) => at < from || at >= to);
  walk(ast, (node) => {
    const callee = node.callee as Node | undefined;
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'MemberExpression' &&
      isIdentifier(callee.object, 'Type') &&
      kept(node.start)
    )
      out.appendLeft(node.start, '/* @__PURE__ */ ');
  });
  return out.hasChanged()
    ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) }
    : null;
}

/**
 * The web build's copy of the API contract (contractForBrowser): the browser's bundle then holds
 * the contract's routes, constants and client, and of its schemas only those the app reads. The
 * API, the tests and the dev server use the contract whole.
 */
export function browserContract(): Plugin {
  return {
    name: 'coinwave-browser-contract',
    apply: 'build',
    transform: {
      filter: { id: /packages\/api-contract\/src\/[^/]+\.ts$/ },
      handler(code, id) {
        return contractForBrowser(code, id);
      },
    },
  };
}
