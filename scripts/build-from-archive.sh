#!/usr/bin/env bash
# Builds the site from a source archive, as a release tarball or a downloaded
# ZIP gives it: `git archive` output (the working tree's tracked files, edits
# included), no .git folder. The build must succeed, leaving out the
# "Last updated" dates with one warning line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# Outside the clone: inside it, git would still find the clone's history.
work="$(mktemp -d "${TMPDIR:-/tmp}/yearn-docs-archive.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src"
cd "$root"
tree="$(git stash create)"
git archive "${tree:-HEAD}" | tar -x -C "$work/src"
ln -s "$root/node_modules" "$work/src/node_modules"
cd "$work/src"
test ! -e .git
DOCUSAURUS_NO_PERSISTENT_CACHE=1 E2E_FIXTURES=false npx docusaurus build --out-dir "$work/build" 2>&1 | tee "$work/build.log"
grep -q 'without "Last updated" dates' "$work/build.log"
test -f "$work/build/index.html"
echo "Built from a source archive without git history"
