import { describe, expect, it } from 'vitest';
import { fenceExamples } from '../../../tools/docs/fence-examples.ts';

// Issue 18 API reference: JSDoc `@example` bodies become TSDoc code fences in the declarations
// the docs step reads, so braces and JSX in examples are code, not TSDoc inline tags.
describe('issue 18 docs: fenceExamples', () => {
  const declaration = ['/**', ' * Plays.', ' *', ' * @example', ' * <Provider configure={() => x}>', ' *   <Player />', ' * </Provider>', ' */', 'export declare function f(): void;'].join('\n');

  it('wraps an example up to the comment end in a ts fence', () => {
    expect(fenceExamples(declaration).split('\n').slice(3, 9)).toEqual([' * @example', ' * ```ts', ' * <Provider configure={() => x}>', ' *   <Player />', ' * </Provider>', ' * ```']);
  });

  it('stops at the next tag, and leaves a fenced example alone (running twice changes nothing)', () => {
    const tagged = ['  /**', '   * @example', '   * f({ a: 1 })', '   * @returns nothing', '   */'].join('\n');
    expect(fenceExamples(tagged)).toBe(['  /**', '   * @example', '   * ```ts', '   * f({ a: 1 })', '   * ```', '   * @returns nothing', '   */'].join('\n'));
    expect(fenceExamples(fenceExamples(declaration))).toBe(fenceExamples(declaration));
  });
});
