import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const size = (f: TestSpecification) => fs.statSync(f.moduleId).size;
/** The journey that reads the demo data as seeded runs first, whatever the sizes become. */
const FIRST = 'design-order.e2e.ts';
const rank = (f: TestSpecification) => (f.moduleId.endsWith(FIRST) ? 0 : 1);

/**
 * The journeys share one server and its data, and one reads what others may change (the design-order journey
 * expects the demo dealer's customer group and candidates as seeded; after the accounts and buying journeys it has
 * failed). Vitest would order the files by an earlier local run's results (failed first, then slowest), so a local
 * run could differ from CI's clean checkout. This keeps the journeys in one order everywhere: design-order first,
 * then largest first; the other projects keep vitest's order.
 */
export default class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const journeys = base
      .filter((f) => f.project.name === 'e2e')
      .sort((a, b) => rank(a) - rank(b) || size(b) - size(a));
    let next = 0;
    return base.map((f) => (f.project.name === 'e2e' ? journeys[next++]! : f));
  }
}
