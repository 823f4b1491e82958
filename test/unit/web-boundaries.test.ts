// The web's import allow-lists (eslint/web-boundaries.js) hold: the project's own ESLint config
// lints deliberate imports, written as if they sat in a feature's or a shared folder's file.
import { describe, expect, it } from 'vitest';
import { boundaryLint } from '../support/boundary-lint';

/** The boundary errors for `code` linted as the file at `filePath` (relative to the repository). */
const boundaryErrors = boundaryLint({
  path: 'web/src/features/orders/components/warm-up-probe.tsx',
  source: "import { formatWeeks } from '../../../lib/format';\n",
});

describe('web import boundaries', () => {
  it('refuses an import from one feature into another, even through its index.ts', async () => {
    const errors = await boundaryErrors(
      'web/src/features/orders/components/boundary-probe.tsx',
      "import { useItems } from '../../catalogue';\nexport const probe = useItems;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports only itself and shared code')]);
  });

  it("refuses a feature reaching into another feature's files", async () => {
    const errors = await boundaryErrors(
      'web/src/features/admin/components/boundary-probe.tsx',
      "import { ResultForm } from '../../my-plannings/components/result-form';\nexport const probe = ResultForm;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports only itself and shared code')]);
  });

  it('refuses a feature importing the app shell', async () => {
    const errors = await boundaryErrors(
      'web/src/features/catalogue/components/boundary-probe.tsx',
      "import { PurchasePanel } from '../../../app/purchase-panel';\nexport const probe = PurchasePanel;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports only itself and shared code')]);
  });

  it('refuses shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      'web/src/lib/boundary-probe.ts',
      "import { useItems } from '../features/catalogue';\nexport const probe = useItems;\n",
    );
    expect(errors).toEqual([expect.stringContaining('import only shared code')]);
  });

  it('lets a feature import its own files and the shared code (components, lib, generated)', async () => {
    const errors = await boundaryErrors(
      'web/src/features/orders/components/boundary-probe.tsx',
      [
        "import { routes } from '../../../lib/paths';",
        "import { Icon } from '../../../components/icon';",
        "import type { Seller } from '../../../generated/graphql';",
        "import { PendingOrderPanel } from './pending-order-panel';",
        'export const probe: [unknown, unknown, Seller | null, unknown] = [routes, Icon, null, PendingOrderPanel];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets an app page bring features together through their index.ts', async () => {
    const errors = await boundaryErrors(
      'web/src/app/routes/boundary-probe.tsx',
      "import { useItems } from '../../features/catalogue';\nimport { useMyOrders } from '../../features/orders';\nexport const probe = [useItems, useMyOrders];\n",
    );
    expect(errors).toEqual([]);
  });
});
