// Publishes Storybook to Chromatic for visual review, for a team that has a project token.
// Not part of CI: it needs Chromatic's service, which these machines cannot reach, and without a
// network the CLI retries forever, hence the time limit.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN to the project token from chromatic.com, then run `pnpm chromatic` again.',
  );
  process.exit(1);
}
const result = spawnSync(
  'timeout',
  ['900', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
