import { build } from 'esbuild';

// Bundle the server and the workspace packages it imports; third-party packages stay in node_modules
// (PGlite ships wasm files, argon2 a native binary).
const workspaceOnly = {
  name: 'externalize-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sewa/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [workspaceOnly],
  logLevel: 'warning',
});
console.log('server bundle: apps/server/dist/main.js');
