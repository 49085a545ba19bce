import { heading, type Benchmark } from '../lib/benchmark.ts';
import { runLighthouse } from '../lighthouse.ts';

export const lighthouseBenchmark: Benchmark = {
  name: 'lighthouse',
  summary: 'Lighthouse performance (target ≥ 95, FCP < 1.2 s), accessibility and SEO (target 100) of / on a phone',
  async run({ sharedServer }) {
    heading('lighthouse: / in mobile emulation');
    const { baseUrl } = await sharedServer();
    await runLighthouse(`${baseUrl}/`);
  },
};
