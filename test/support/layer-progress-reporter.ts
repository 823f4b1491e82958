// A progress line per test layer (vitest project) as its last file ends, beside vitest's own
// report: on a 2-core machine the whole run takes tens of minutes, and the layers end at different
// times (unit in a minute, the browser layer last). The run ends with one plain closing line that
// counts every layer's tests.
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

interface LayerProgress {
  filesLeft: number;
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  startedAt?: number;
}

export default class LayerProgressReporter implements Reporter {
  private readonly layers = new Map<string, LayerProgress>();

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.layers.clear();
    for (const specification of specifications) {
      const layer = this.layerOf(specification.project.name);
      layer.files += 1;
      layer.filesLeft += 1;
    }
  }

  onTestModuleStart(testModule: TestModule): void {
    this.layerOf(testModule.project.name).startedAt ??= Date.now();
  }

  onTestModuleEnd(testModule: TestModule): void {
    const name = testModule.project.name;
    const layer = this.layerOf(name);
    let failedInFile = 0;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') layer.passed += 1;
      else if (state === 'failed') failedInFile += 1;
      else layer.skipped += 1;
    }
    // A file that failed before any test ran (an import or a setup error) counts as one failure.
    layer.failed += testModule.state() === 'failed' && failedInFile === 0 ? 1 : failedInFile;
    layer.filesLeft -= 1;
    if (layer.filesLeft === 0) {
      const seconds = Math.round((Date.now() - (layer.startedAt ?? Date.now())) / 1000);
      process.stdout.write(
        `\nlayer ${name} finished — ${layer.passed} passed, ${layer.failed} failed, ${layer.skipped} skipped in ${layer.files} files, ${seconds} s\n`,
      );
    }
  }

  onTestRunEnd(): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const layer of this.layers.values()) {
      passed += layer.passed;
      failed += layer.failed;
      skipped += layer.skipped;
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  private layerOf(name: string): LayerProgress {
    let layer = this.layers.get(name);
    if (!layer) {
      layer = { filesLeft: 0, files: 0, passed: 0, failed: 0, skipped: 0 };
      this.layers.set(name, layer);
    }
    return layer;
  }
}
