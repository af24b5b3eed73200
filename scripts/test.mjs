// `npm test`: the whole suite — typecheck, lint, unit, integration and end-to-end — in stages.
// The first stage's parts (type check, lint, unit tests, the renderer's build for the end-to-end
// suites) run side by side. The integration suite (two files at a time) and the end-to-end suite
// (two tests at a time) each keep both cores busy and run one after the other: side by side they
// only fight over the same two cores, and timing-sensitive screens began to fail. Each line of output
// is prefixed with its part; a summary with each part's time ends the run. A failing part fails the
// run once every stage has run, so one run reports every failure. TEST_SERIAL=1 runs the first
// stage's parts one after another too.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/** Each stage's parts start together; a stage starts when the one before it is over (the end-to-end suites serve the renderer built first). */
const STAGES = [
  [
    // TypeScript 7's native compiler: 7 s instead of 34 s here (typescript-eslint keeps TypeScript 6's API for lint).
    { name: 'typecheck', command: process.execPath, args: [fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url)), '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
    { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
    { name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'] },
    { name: 'renderer', command: bin('vite'), args: ['build'] },
  ],
  [{ name: 'integration', command: bin('vitest'), args: ['run', '--project', 'integration', '--passWithNoTests'] }],
  [{ name: 'e2e', command: bin('playwright'), args: ['test'] }],
];

const serial = process.env.TEST_SERIAL === '1';
const width = Math.max(...STAGES.flat().map((part) => part.name.length));

function run(part) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(part.command, part.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const label = `[${part.name.padEnd(width)}] `;
    const failures = failureSection();
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        failures.read(line);
        process.stdout.write(serial ? `${line}\n` : `${label}${line}\n`);
      });
    }
    child.once('error', (error) => resolve({ part, code: 1, seconds: 0, error, failures: [] }));
    child.once('close', (code, signal) => resolve({ part, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000, failures: failures.lines }));
  });
}

/**
 * Vitest's failures (its "Failed Tests", "Failed Suites" and "Unhandled Errors" sections: which
 * test, and why) and its closing counts, kept to be printed again at the end: CI
 * shows only the tail of the log, where a failed integration test's name was long scrolled away
 * by the end-to-end suite's lines.
 */
function failureSection() {
  const lines = [];
  let inside = false;
  return {
    lines,
    read(raw) {
      const line = raw.replace(ANSI_COLOUR, '');
      if (/(Failed Tests|Failed Suites) \d+|Unhandled Errors|Source Errors/.test(line)) inside = true;
      else if (/^\s*Test Files\s/.test(line)) inside = false;
      if (/^\s*(Test Files|Tests|Errors)\s/.test(line)) lines.push(line);
      else if (inside && line.trim() !== '' && lines.length < FAILURE_LINES_KEPT) lines.push(line);
    },
  };
}
const FAILURE_LINES_KEPT = 60;
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const results = [];
const begun = Date.now();
for (const stage of STAGES) {
  if (serial) for (const part of stage) results.push(await run(part));
  else results.push(...(await Promise.all(stage.map(run))));
}

// A failed screen test leaves the page as it stood (its accessibility tree) in error-context.md; CI
// keeps no files, so its log is the only place to read why a test that passes here failed there.
const e2eOutput = join(root, 'test-results', 'e2e');
if (results.some((result) => result.part.name === 'e2e' && result.code !== 0) && existsSync(e2eOutput)) {
  for (const entry of readdirSync(e2eOutput, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('error-context.md'))) {
    console.log(`\n[e2e] the page when ${entry} was written:`);
    console.log(readFileSync(join(e2eOutput, entry), 'utf8'));
  }
}

for (const { part, code, failures } of results) {
  if (code === 0 || failures.length === 0) continue;
  console.log(`\n[${part.name}] what failed (again, from above):`);
  for (const line of failures) console.log(`  ${line}`);
}

console.log('\nnpm test');
for (const { part, code, seconds, error } of results) {
  console.log(`  ${code === 0 ? '✓' : '✗'} ${part.name.padEnd(width)} ${seconds.toFixed(1).padStart(6)} s${error ? `  (${error.message})` : ''}`);
}
const failed = results.filter((result) => result.code !== 0);
console.log(`  ${failed.length === 0 ? 'all passed' : `${failed.length} failed: ${failed.map((r) => r.part.name).join(', ')}`} in ${((Date.now() - begun) / 1000).toFixed(0)} s`);
process.exit(failed.length === 0 ? 0 : 1);
