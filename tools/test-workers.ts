import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side: one per core, at least two (an API test file spends much
 * of its time waiting on its database). VITEST_MAX_WORKERS overrides it.
 *
 * Every Vitest project must say it itself: a project does not inherit the root's `maxWorkers`, and
 * one left at Vitest's default (cores − 1, so 1 here) ran its files one after another — with
 * `isolate: false` all in a single worker — so until 2026-11-26 the whole suite ran one file at a
 * time on two cores (decision 0065).
 */
export const TEST_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism());
