/**
 * How many browser test files run at once (E2E_WORKERS, default 2). The run's critical path is one
 * page and one server taking turns, about one core of the machine's two: two files side by side used
 * both (two files: 120 s → 88 s). Each worker has a portal and a database of its own
 * (./global-setup.ts), so files running at the same time never see each other's data.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
