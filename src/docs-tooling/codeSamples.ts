/**
 * Finds the code samples in Markdown sources that are marked for checking:
 * fenced ```ts blocks whose meta contains the word `check`.
 */
export interface CodeSample {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  title: string;
  code: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(\S*)(.*)$/;

export function extractCheckedSamples(file: string, markdown: string): CodeSample[] {
  const samples: CodeSample[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = lines[index].match(FENCE);
    if (!open) continue;
    const [, , fence, language, meta] = open;
    const close = lines.findIndex((text, at) => at > index && text.trim() === fence);
    const end = close === -1 ? lines.length : close;
    if (['ts', 'typescript'].includes(language) && /(^|\s)check(\s|$)/.test(meta)) {
      samples.push({
        file,
        line: index + 1,
        title: meta.match(/title="([^"]*)"/)?.[1] ?? `sample at line ${index + 1}`,
        code: lines.slice(index + 1, end).join('\n'),
      });
    }
    index = end;
  }
  return samples;
}
