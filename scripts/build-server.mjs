// Compiles the server for production (`npm run build` runs it after the web app): every TypeScript file of
// apps/server/src becomes a JavaScript file at the same place under apps/server/dist, the contracts package goes to
// dist/_contracts, and every other file (migrations, demo media, the workers' .mjs) is copied beside them. Files are
// compiled one for one, not bundled, so every path a module finds from its own location (import.meta.url: migrations,
// workers, the web app's dist, demo media) is the same in dist as in src. Import specifiers are rewritten for plain
// Node: `.ts` to `.js`, the `@/` alias to a relative path, `@etp/contracts` to the compiled copy. Packages stay
// imports of node_modules. `node apps/server/dist/main.js` then runs with no TypeScript compiler loaded.
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverSrc = join(root, 'apps/server/src');
const contractsSrc = join(root, 'packages/contracts/src');
const out = join(root, 'apps/server/dist');
const contractsOut = join(out, '_contracts');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts');
/** A relative specifier from one file to another, always starting with ./ or ../, with / separators. */
const specifierTo = (fromFile, toFile) => {
  const path = relative(dirname(fromFile), toFile).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
};
const js = (specifier) => specifier.replace(/\.ts$/, '.js');

/** Where a compiled file's import points, as the source file sees it (server and contracts sources alike). */
function rewrite(specifier, importer) {
  if (specifier.startsWith('@/')) return js(specifierTo(importer, join(serverSrc, specifier.slice(2))));
  if (specifier === '@etp/contracts') {
    // The importer's compiled place is the same relative to dist as its source's to src.
    const importerOut = join(out, relative(serverSrc, importer));
    return specifierTo(importerOut, join(contractsOut, 'index.js'));
  }
  if (specifier.startsWith('@etp/')) throw new Error(`${importer}: ${specifier} is not a package the build knows`);
  if (specifier.startsWith('.')) return js(specifier);
  return null;
}

const rewriteImports = {
  name: 'rewrite-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const path = rewrite(args.path, args.importer);
      return { path: path ?? args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(out, { recursive: true, force: true });
const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [rewriteImports],
};
const serverFiles = [...files(serverSrc)];
await build({ ...common, entryPoints: serverFiles.filter(isSource), outbase: serverSrc, outdir: out });
await build({
  ...common,
  entryPoints: [...files(contractsSrc)].filter(isSource),
  outbase: contractsSrc,
  outdir: contractsOut,
});
let copied = 0;
for (const file of serverFiles) {
  if (isSource(file) || file.endsWith('.md')) continue;
  const target = join(out, relative(serverSrc, file));
  mkdirSync(dirname(target), { recursive: true });
  cpSync(file, target);
  copied++;
}
// Without a package.json of its own, dist/ is ESM through apps/server's ("type": "module").
writeFileSync(join(out, 'BUILT'), `${new Date().toISOString()}\n`);
console.log(
  `Server compiled to ${relative(root, out)} (${serverFiles.filter(isSource).length} modules, ${copied} files copied) ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
