// `tsx infra/publish-renderer-cli.ts <folder>`: builds the storefront renderer bundle into a
// folder. The CDK runs it after bundling the publish function, so the bundle ships next to it.
import { buildRenderer } from './publish-renderer';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: publish-renderer-cli.ts <output folder>');
  process.exit(1);
}
await buildRenderer(outDir);
