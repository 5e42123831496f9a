import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type RouteParams } from './route';
import { routes } from './routes';

describe('route parameters', () => {
  it('are typed from the path: its names, and no others', () => {
    expectTypeOf<RouteParams<typeof routes.slotsSpin>>().toEqualTypeOf<{ gameId: string }>();
    expectTypeOf<RouteParams<typeof routes.conversation>>().toEqualTypeOf<{
      id: string;
      otherId: string;
    }>();
    expectTypeOf<keyof RouteParams<typeof routes.health>>().toEqualTypeOf<never>();
  });

  it('fill the path, URL-encoded', () => {
    expect(fillPath(routes.conversation.path, { id: 'a b', otherId: 'c/d' })).toBe(
      routes.conversation.path.replace(':id', 'a%20b').replace(':otherId', 'c%2Fd'),
    );
  });
});
