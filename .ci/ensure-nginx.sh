#!/usr/bin/env bash
# Make sure Debian's nginx is installed (the reverse-proxy test runs docs/operations.md's config in
# front of two API instances) and print its path. Its service is not started: the test runs its own
# nginx on a free port, and a package's post-install start would take port 80 for nothing.
set -euo pipefail
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  # Another apt-get (a developer's, the system's) may hold dpkg's lock: wait for it rather than fail.
  (apt-get -o DPkg::Lock::Timeout=600 update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends nginx-light) >&2
fi
command -v nginx || echo /usr/sbin/nginx
