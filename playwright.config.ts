import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_PATH } from './scripts/test-chromium.mjs';
import { E2E_SMTP_PORT } from './site/e2e/support/leads';
import { ANALYTICS_PORT } from './site/e2e/support/vendor-stand-ins';

const port = Number(process.env.E2E_PORT ?? 4173);

// End-to-end tests drive the built site, served by the same server as `npm start`, in Debian's headless Chromium.
export default defineConfig({
  testDir: 'site/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Reference screenshots (visual.spec.ts) beside the specs, one per name: the tests run in one browser
  // on one platform, so neither goes in the file name.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // No check sees a dialog or menu half-faded in; motion.spec.ts opts back in to test the motion.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: TEST_CHROMIUM_PATH,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // A fresh database and outbox for every run; mail goes to the SMTP peer the lead tests start.
      command: 'rm -rf .e2e-data && node site/build/runtime/main.js',
      url: `http://127.0.0.1:${port}/`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: '.e2e-data',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_RETRY_BASE_MS: '300',
        OUTBOX_POLL_MS: '200',
        RATE_LIMIT_PER_MINUTE: '60',
        ESTIMATE_PDFS_PER_MINUTE: '60',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The site built against loopback stand-ins of the analytics, IP and chat services.
      command: 'rm -rf .e2e-data-analytics && node site/build/runtime/main.js',
      url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
      env: { PORT: String(ANALYTICS_PORT), HOST: '127.0.0.1', SITE_BUILD_DIR: 'build-e2e', DATA_DIR: '.e2e-data-analytics' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
