// The browser the tests drive: Debian's headless shell of Chromium (test tools may not download browsers
// here). It renders as Chromium does, without the desktop browser's UI processes, and costs about a third
// less CPU per page, which a 2-core machine running the end-to-end and story tests side by side feels.
// Reference screenshots are taken with it. CHROME_PATH points the tests at another build.
export const TEST_CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
