#!/usr/bin/env bash
# The browser suite against a production build, in Debian's Chromium (never a downloaded one).
set -euo pipefail
cd "$(dirname "$0")/.."
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "Chromium not found at $chrome; CI needs it (apt-get install chromium)" >&2
    exit 1
  fi
  echo "SKIPPED browser suite: Chromium not found at $chrome. Install it with 'sudo apt-get install chromium' or set CHROME_PATH."
  exit 0
fi
npm run build
npx playwright test "$@"
