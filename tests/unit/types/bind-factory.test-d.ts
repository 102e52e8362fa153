/**
 * Typed tokens and bindings (DESIGN.md, Wiring): a factory's parameters are checked against the
 * tokens it lists. Each `@ts-expect-error` below is a binding that must NOT compile: `npm run
 * typecheck` fails if one of them ever does (an unused `@ts-expect-error` is an error).
 */
import { ContainerModule } from 'inversify';
import { describe, expectTypeOf, it } from 'vitest';
import { bindFactory, optional } from '../../../core/src/di/bind-factory.ts';
import { KeyValueStore, Logger, token, type CookieKeyValueStore, type LocalKeyValueStore, type SessionKeyValueStore } from '@mediakit/core/internal';

class Needs {
  constructor(
    readonly local: LocalKeyValueStore,
    readonly session: SessionKeyValueStore,
    readonly cookie: CookieKeyValueStore,
  ) {}
}
const Count = token<number>('test.Count');

describe('bindFactory: the tokens a factory lists type its parameters', () => {
  it('the right tokens in the right order compile, with parameter types inferred', () => {
    new ContainerModule(({ bind }) => {
      bindFactory(bind, Needs, [KeyValueStore.local, KeyValueStore.session, KeyValueStore.cookie], (local, session, cookie) => new Needs(local, session, cookie));
      bindFactory(bind, Count, [optional(Logger)], (logger) => {
        expectTypeOf(logger).toEqualTypeOf<Logger | undefined>();
        return 1;
      });
    });
  });

  it('two KeyValueStore flavours swapped, a wrong token, or a wrong product do not compile', () => {
    new ContainerModule(({ bind }) => {
      // @ts-expect-error session and local swapped: a SessionKeyValueStore is not a LocalKeyValueStore
      bindFactory(bind, Needs, [KeyValueStore.session, KeyValueStore.local, KeyValueStore.cookie], (local, session, cookie) => new Needs(local, session, cookie));
      // @ts-expect-error a Logger where a number is bound
      bindFactory(bind, Count, [Logger], (logger: number) => logger);
      // @ts-expect-error the factory makes a string for a number token
      bindFactory(bind, Count, [], () => 'one');
    });
  });
});
