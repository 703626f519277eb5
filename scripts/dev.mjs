// Development: the API (restarting on change) on PORT (3000) and Vite with hot reload on 5173,
// which forwards /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('pnpm', ['--filter', '@pms/server', 'dev'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn('pnpm', ['--filter', '@pms/app', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${port}` },
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
