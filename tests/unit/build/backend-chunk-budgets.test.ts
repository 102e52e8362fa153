import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_BACKENDS } from '../../../adapters/hosts/backends.ts';
import { REPO_ROOT } from '../../../tools/build/package-targets.ts';
import { backendChunkBudgets } from '../../../tools/build/size-budgets.ts';

// docs/size-budgets.md, docs/decisions.md (adding a backend): each backend the browser host lists
// is budgeted by its own folder, so the size test needs no list of backend names.
describe('size budgets derive from the host backend list', () => {
  it('every listed backend declares its chunk budget in its folder, and its sink module exists under the name the chunk takes', async () => {
    const budgets = await backendChunkBudgets(BROWSER_BACKENDS.map((backend) => backend.name));
    expect(budgets.map((budget) => budget.backend)).toEqual(BROWSER_BACKENDS.map((backend) => backend.name));
    for (const budget of budgets) {
      expect(existsSync(join(REPO_ROOT, budget.source)), budget.source).toBe(true);
      expect(budget.budget.gzipBytes).toBeGreaterThan(0);
    }
  });

  it('a backend without a chunk-budget.ts is refused by name', async () => {
    await expect(backendChunkBudgets(['html-media'])).rejects.toThrow('adapters/html-media/chunk-budget.ts');
  });
});
