/**
 * Picks the form of a "one|other" plural message (Docusaurus' translation
 * format) for an English count: the first form for exactly 1, else the last.
 */
export function selectEnglishPlural(count: number, message: string): string {
  const forms = message.split('|');
  return (count === 1 ? forms[0] : forms[forms.length - 1])!;
}
