/**
 * Compiles Markdown/MDX files the way the docs plugin parses them (MDX with
 * GFM, directives for admonitions, math and front matter), so writers can
 * check a page in milliseconds instead of building the whole site.
 *
 * Usage: tsx scripts/check-mdx.mts <file> [<file>...]
 */
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

/** Docusaurus accepts explicit heading ids (`## Title {#id}`); plain MDX does not. */
function stripHeadingIds(markdown: string): string {
  return markdown.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
}

async function check(file: string): Promise<string | null> {
  try {
    await compile(stripHeadingIds(await readFile(file, 'utf8')), {
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkMath],
    });
    return null;
  } catch (error) {
    return `${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('Usage: tsx scripts/check-mdx.mts <file> [<file>...]');
    return 2;
  }
  const failures = (await Promise.all(files.map(check))).filter((message): message is string => message !== null);
  for (const failure of failures) console.error(failure);
  console.log(`${files.length - failures.length} of ${files.length} files compile`);
  return failures.length ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
