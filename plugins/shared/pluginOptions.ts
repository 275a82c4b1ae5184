/**
 * Option checks shared by the site's plugins. A Docusaurus plugin exports
 * `validateOptions`, which Docusaurus calls with its own validator when the
 * plugin is registered by module path (`pluginModule`); remark and rehype
 * plugins are called by the MDX compiler, which checks nothing, so they
 * check theirs with `markdownPluginOptions`. Either way a misspelt or
 * mistyped option fails the config load, naming the option, instead of
 * being ignored.
 */
import path from 'node:path';
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export {Joi};

/** For a plugin that takes no options: any option given is unknown and fails. */
export const NO_OPTIONS = Joi.object({});

/** The module path of a plugin folder's entry, for `plugins: [pluginModule(name)]` in a site config. */
export function pluginModule(name: string): string {
  return path.join(__dirname, '..', name, 'index.ts');
}

/** A remark or rehype plugin's options, checked against its schema; the error names the plugin and the option. */
export function markdownPluginOptions<T extends object>(plugin: string, schema: Joi.ObjectSchema, options: unknown): T {
  const {error, value} = schema.validate(options ?? {}, {convert: false});
  if (error) throw new Error(`[${plugin}] ${error.message}`);
  return value as T;
}

/** `validateOptions` of a plugin that takes no options. */
export function validateNoOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(NO_OPTIONS, options);
}
