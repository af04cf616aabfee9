import type { Result } from 'autocannon';

/**
 * What a benchmark measured is only worth printing when it measured successes: a run whose
 * requests failed (a 404 answers fast) is reported, and the script exits non-zero at the end.
 */
const failures: string[] = [];

export function fail(name: string, why: string) {
  failures.push(`${name}: ${why}`);
  console.error(`FAILED ${name}: ${why}`);
}

/** Records a failure when any request errored, timed out or did not answer 2xx, or none succeeded. */
export function checkLoad(name: string, result: Result): { ok: number; failed: number } {
  // `errors` already counts timeouts.
  const failed = result.errors + result.non2xx;
  const ok = result['2xx'];
  if (failed > 0) {
    fail(
      name,
      `${failed} of ${ok + failed} requests failed (non2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  }
  if (ok === 0) fail(name, 'no request succeeded');
  return { ok, failed };
}

/** Ends the run: non-zero when anything failed, so a script or CI cannot mistake failures for figures. */
export function finish(): never {
  if (failures.length > 0) {
    console.error(`${failures.length} benchmark check(s) failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  process.exit(0);
}
