import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuild, clearStamp, WEB_BUILD_OUTPUTS, WEB_BUILD_SOURCES, writeStamp } from './source-stamp.ts';

/**
 * Builds the web app (React Router's build, then the precompressed copies) and records what it was built from.
 * `npm run build` always builds; `npm start` passes `--if-changed`, which skips the build when the sources hash to
 * what the last finished build recorded (source-stamp.ts).
 */

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webRoot, '../..');
const buildDir = join(webRoot, 'build');

const ifChanged = process.argv.includes('--if-changed');
const check = checkBuild({
  root: repoRoot,
  sources: WEB_BUILD_SOURCES,
  buildDir,
  outputs: WEB_BUILD_OUTPUTS,
});

if (ifChanged && !check.needed) {
  console.log(`web app: ${check.reason}, skipping the build`);
} else {
  console.log(`web app: building (${ifChanged ? check.reason : 'npm run build always builds'})`);
  const started = performance.now();
  // A build that fails halfway must not pass for the last good one (its stamp would still match older sources).
  clearStamp(buildDir);
  const built = spawnSync('npm', ['run', 'build:app'], { cwd: webRoot, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('web app: the build failed');
    process.exit(built.status ?? 1);
  }
  // The hash of the sources as the build began: a file edited during the build makes the next start build again.
  writeStamp(buildDir, check.sources);
  console.log(`web app: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
