/**
 * Copies a page's Markdown twin to the clipboard. Every way it can fail
 * (offline, missing twin, clipboard refused or absent) comes back as a
 * reason a reader can understand, never as a thrown error.
 */
export type CopyResult = {ok: true; characters: number} | {ok: false; reason: string};

export interface CopyEnvironment {
  fetch: (url: string) => Promise<{ok: boolean; status: number; text: () => Promise<string>}>;
  clipboard?: {writeText: (text: string) => Promise<void>};
}

export async function copyPageMarkdown(twinUrl: string, environment: CopyEnvironment): Promise<CopyResult> {
  if (!environment.clipboard) return {ok: false, reason: 'this browser does not allow copying from the page'};
  let text: string;
  try {
    const response = await environment.fetch(twinUrl);
    if (!response.ok) return {ok: false, reason: `the Markdown version could not be loaded (HTTP ${response.status})`};
    text = await response.text();
  } catch {
    return {ok: false, reason: 'the Markdown version could not be loaded; check your connection'};
  }
  try {
    await environment.clipboard.writeText(text);
  } catch {
    return {ok: false, reason: 'the browser refused access to the clipboard'};
  }
  return {ok: true, characters: text.length};
}
