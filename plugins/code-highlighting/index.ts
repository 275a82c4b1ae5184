/**
 * Writes the code themes' stylesheet (./tokenColours.ts) where the
 * live code block (src/theme/CodeBlock/LiveCodeBlock.tsx) imports it from.
 */
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {Joi} from '../shared/pluginOptions';
import {tokenColoursCss} from './tokenColours';

const TOKEN_COLOURS_FILE = 'token-colours.css';

export interface CodeHighlightingOptions {
  light: PrismTheme;
  dark: PrismTheme;
}

/** A prism-react-renderer theme: the plain colours and the style of each token type. */
const prismTheme = Joi.object({
  plain: Joi.object().required(),
  styles: Joi.array()
    .items(
      Joi.object({
        types: Joi.array().items(Joi.string()).min(1).required(),
        style: Joi.object().required(),
        languages: Joi.array().items(Joi.string()),
      }),
    )
    .required(),
});

const optionsSchema = Joi.object<CodeHighlightingOptions>({
  light: prismTheme.required(),
  dark: prismTheme.required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<CodeHighlightingOptions, CodeHighlightingOptions>): CodeHighlightingOptions {
  return validate(optionsSchema, options);
}

export default function codeHighlightingPlugin(_context: LoadContext, {light, dark}: CodeHighlightingOptions): Plugin {
  return {
    name: 'code-highlighting',
    async contentLoaded({actions}) {
      await actions.createData(TOKEN_COLOURS_FILE, tokenColoursCss(light, dark));
    },
  };
}
