// Browser tests use Debian's Chromium (test tools may not download browsers here).
// Installs it when missing and this user may; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`Chromium was not found at ${chrome}. Install it (sudo apt-get install chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
}
