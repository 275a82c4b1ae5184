#!/usr/bin/env bash
# Builds the site from a source archive, as a release tarball or a downloaded
# ZIP gives it: the working tree's tracked files (edits included) and no
# .git folder. The build must succeed, leaving out the
# "Last updated" dates with one warning line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# Outside the clone: inside it, git would still find the clone's history.
work="$(mktemp -d "${TMPDIR:-/tmp}/yearn-docs-archive.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src"
cd "$root"
# The clone may belong to another user (a CI checkout), which git refuses without this.
git_here() { git -c safe.directory="$root" "$@"; }
if git_here rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # The tracked files as they are on disk, edits included (`git stash create` would need a committer identity).
  git_here ls-files -z | tar -c --null --files-from=- --ignore-failed-read | tar -x -C "$work/src"
else
  # Not a git checkout (itself an unpacked archive): copy it, leaving out what installs and builds make.
  tar -c --exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./.docusaurus \
    --exclude=./.tmp --exclude=./test-results --exclude=./playwright-report . | tar -x -C "$work/src"
fi
ln -s "$root/node_modules" "$work/src/node_modules"
cd "$work/src"
test ! -e .git
# The ceiling keeps git from finding a repository the temporary folder happens to sit in.
env -u GIT_DIR -u GIT_WORK_TREE GIT_CEILING_DIRECTORIES="$work" DOCUSAURUS_NO_PERSISTENT_CACHE=1 E2E_FIXTURES=false \
  npx docusaurus build --out-dir "$work/build" 2>&1 | tee "$work/build.log"
if ! grep -q 'without "Last updated" dates' "$work/build.log"; then
  echo 'The archive build did not report its missing git history (it found a repository after all).' >&2
  exit 1
fi
test -f "$work/build/index.html"
echo "Built from a source archive without git history"
