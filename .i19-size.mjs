import { build } from 'esbuild';
const entries = process.argv.slice(2);
for (const e of entries) {
  const r = await build({ entryPoints: [e], bundle: true, platform: 'node', target: 'node22', format: 'esm', minify: true, mainFields: ['module','main'], write: false, metafile: true, outfile: '/tmp/x.mjs', logLevel: 'error' });
  const out = Object.values(r.metafile.outputs).find(o => o.bytes > 0 && !('x' in {}) );
  const js = r.outputFiles.find(f => f.path.endsWith('.mjs'));
  const byPkg = {};
  for (const [p, v] of Object.entries(r.metafile.outputs['/tmp/x.mjs'] ? r.metafile.outputs['/tmp/x.mjs'].inputs : Object.values(r.metafile.outputs)[0].inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(p); const k = m ? m[1] : (p.startsWith('functions') ? 'ours' : p);
    byPkg[k] = (byPkg[k] ?? 0) + v.bytesInOutput;
  }
  console.log(e, (js.contents.length/1000).toFixed(1), 'KB');
  console.log('  ', Object.entries(byPkg).sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>`${k}:${(v/1000).toFixed(1)}`).join(' '));
}
