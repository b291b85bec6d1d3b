/**
 * How the tools and the browser tests start Debian's Chromium headless: no sandbox (it runs as root in containers),
 * no GPU, and none of the browser's own traffic (updates, background fetches, QUIC) to blur what the wall asks for.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
  ],
};
