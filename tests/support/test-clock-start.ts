/**
 * Where a test server's clock starts, and the moment the test database's demo data is seeded at (its
 * relative times, a promotion started 60 days ago, then hold whatever day the tests run).
 */
export const TEST_CLOCK_START = '2026-11-20T10:00:00.000Z';
