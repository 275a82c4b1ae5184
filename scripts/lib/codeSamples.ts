/**
 * Reads the fenced code blocks of Markdown sources: the samples marked for
 * checking (fenced ```ts blocks whose meta contains the word `check`), the
 * blocks of one language, and the prose lines around the blocks.
 */
export interface CodeSample {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  title: string;
  code: string;
}

interface FencedBlock {
  /** 0-based lines of the opening fence and of the closing one (the end of the text when unclosed). */
  open: number;
  close: number;
  language: string;
  meta: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(\S*)(.*)$/;

function* fencedBlocks(lines: readonly string[]): Generator<FencedBlock> {
  for (let index = 0; index < lines.length; index += 1) {
    const open = lines[index]!.match(FENCE);
    if (!open) continue;
    const [, , fence, language = '', meta = ''] = open;
    const close = lines.findIndex((text, at) => at > index && text.trim() === fence);
    const end = close === -1 ? lines.length : close;
    yield {open: index, close: end, language, meta};
    index = end;
  }
}

export function extractCheckedSamples(file: string, markdown: string): CodeSample[] {
  const lines = markdown.split('\n');
  const samples: CodeSample[] = [];
  for (const {open, close, language, meta} of fencedBlocks(lines)) {
    if (['ts', 'typescript'].includes(language) && /(^|\s)check(\s|$)/.test(meta)) {
      samples.push({
        file,
        line: open + 1,
        title: meta.match(/title="([^"]*)"/)?.[1] ?? `sample at line ${open + 1}`,
        code: lines.slice(open + 1, close).join('\n'),
      });
    }
  }
  return samples;
}

/** The code of every fenced block in one language, with the 1-based line of its opening fence. */
export function fencedCode(markdown: string, language: string): Array<{line: number; code: string}> {
  const lines = markdown.split('\n');
  return [...fencedBlocks(lines)]
    .filter((block) => block.language === language)
    .map(({open, close}) => ({line: open + 1, code: lines.slice(open + 1, close).join('\n')}));
}

/** The lines outside fenced code blocks, each with its 1-based line number. */
export function proseLines(markdown: string): Array<{line: number; text: string}> {
  const lines = markdown.split('\n');
  const inCode = new Set<number>();
  for (const {open, close} of fencedBlocks(lines)) {
    for (let at = open; at <= close; at += 1) inCode.add(at);
  }
  return lines.flatMap((text, at) => (inCode.has(at) ? [] : [{line: at + 1, text}]));
}
