#!/usr/bin/env bash
# Browser journeys use Debian's Chromium; never a browser downloaded by a test tool.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
