import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The main process picks the port and data directory once; workers inherit them through the env.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `kataar-e2e-${process.env.E2E_PORT}`);
const port = Number(process.env.E2E_PORT);

// The API mails login codes to a local SMTP server (fixtures/global-setup.ts) on a port free right now;
// the mailbox fixture reads the messages from E2E_MAIL_DIR.
process.env.E2E_SMTP_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
]).toString();
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `kataar-e2e-mail-${process.env.E2E_PORT}`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../test-results/e2e-report' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test CPU (≈2.7 s per test in the runner alone, more in Chromium),
    // so CI records one only when a test is retried after a failure; a local run has no retries
    // and keeps the trace of any failing test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      // Checks of the phone layout only (bottom sheets, the sticky action bar, Back on popups).
      testIgnore: /phone\.spec\.ts$/,
    },
    {
      // A mid-range Android phone. Only the main journeys, tagged @phone in their titles, run here,
      // so CI stays short.
      name: 'phone',
      use: {
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
      grep: /@phone/,
    },
  ],
  // A real server: the built web app and the API on a fresh embedded database with demo data.
  webServer: {
    command: `rm -rf "${process.env.E2E_DATA_DIR}" && npm run serve`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // The demo admin reviews applications (onboarding.spec.ts).
      ADMIN_EMAILS: 'admin@kataar.test',
      // Every test signs in from 127.0.0.1; at the suite's pace the default of 10 login codes a
      // minute per address would refuse the journeys that log in through the popup.
      LOGIN_CODES_PER_IP_PER_MINUTE: '100',
    },
  },
});
