#!/usr/bin/env bash
# Builds the site into .tmp/<name>/build with its own generated-files folder,
# so several builds can run side by side without clobbering each other (the
# shared persistent bundler cache is off for the same reason).
# The test-only fixture pages (/__e2e__) are left out unless E2E_FIXTURES=true
# is set, as in any production build; the end-to-end tests need them.
# Usage: [E2E_FIXTURES=true] scripts/build-isolated.sh <name> [extra docusaurus build args]
set -euo pipefail
name="${1:?usage: scripts/build-isolated.sh <name>}"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$root/.tmp/$name"
cd "$root"
DOCUSAURUS_NO_PERSISTENT_CACHE=1 DOCUSAURUS_GENERATED_FILES_DIR_NAME=".tmp/$name/.docusaurus" E2E_FIXTURES="${E2E_FIXTURES:-false}" \
  npx docusaurus build --out-dir ".tmp/$name/build" "$@"
