/** WCAG 2 contrast ratio between two sRGB colours given as `#rrggbb` or `rgb(r, g, b)`. */
function channels(colour: string): number[] {
  if (colour.startsWith('#')) return [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
  const values = colour.match(/\d+(\.\d+)?/g);
  if (!values || values.length < 3) throw new Error(`Unsupported colour: ${colour}`);
  return values.slice(0, 3).map(Number);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour)
    .map((value) => value / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
