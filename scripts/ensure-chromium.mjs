// Installs the browser the tests drive when it is missing and this user may; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_CHROMIUM_PACKAGE, TEST_CHROMIUM_PATH } from './test-chromium.mjs';

if (!existsSync(TEST_CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Chromium for the browser tests (apt-get install ${TEST_CHROMIUM_PACKAGE})...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${TEST_CHROMIUM_PACKAGE}`, { stdio: 'inherit' });
  } else {
    console.error(`Chromium was not found at ${TEST_CHROMIUM_PATH}. Install it (sudo apt-get install ${TEST_CHROMIUM_PACKAGE}) or set CHROME_PATH.`);
    process.exit(1);
  }
}
