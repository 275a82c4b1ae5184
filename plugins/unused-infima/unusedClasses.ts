/**
 * Infima classes that nothing on the site renders: no page's HTML and no
 * script of the build names them (tests/e2e/unusedStyles.spec.ts checks
 * this over every build). Their rules are left out of the stylesheet that
 * every page loads. A class that comes into use must leave this list.
 */
export const UNUSED_INFIMA_CLASSES: readonly string[] = [
  'alert--primary', 'alert__heading',
  'avatar', 'avatar--vertical', 'avatar__intro', 'avatar__photo', 'avatar__photo--lg', 'avatar__photo--sm', 'avatar__photo--xl', 'avatar__subtitle',
  'badge--danger', 'badge--info', 'badge--primary', 'badge--success', 'badge--warning',
  'breadcrumbs--lg', 'breadcrumbs--sm',
  'button--active', 'button--block', 'button--danger', 'button--info', 'button--lg', 'button--link', 'button--success', 'button--warning',
  'button-group', 'button-group--block',
  'card--full-height', 'card__footer', 'card__header', 'card__image',
  'col--1', 'col--10', 'col--11', 'col--5', 'col--7', 'col--offset-1', 'col--offset-10', 'col--offset-11', 'col--offset-12', 'col--offset-2', 'col--offset-4', 'col--offset-5', 'col--offset-6', 'col--offset-7', 'col--offset-8', 'col--offset-9',
  'dropdown--nocaret',
  'hero', 'hero--dark', 'hero--primary', 'hero__subtitle',
  'margin--lg', 'margin--md', 'margin--none', 'margin--sm', 'margin--xl', 'margin--xs',
  'margin-bottom--lg', 'margin-bottom--none', 'margin-bottom--xl', 'margin-bottom--xs',
  'margin-horiz--lg', 'margin-horiz--md', 'margin-horiz--none', 'margin-horiz--sm', 'margin-horiz--xl', 'margin-horiz--xs',
  'margin-left--lg', 'margin-left--md', 'margin-left--none', 'margin-left--xl', 'margin-left--xs',
  'margin-right--lg', 'margin-right--none', 'margin-right--sm', 'margin-right--xl', 'margin-right--xs',
  'margin-top--none', 'margin-top--xl', 'margin-top--xs',
  'margin-vert--none', 'margin-vert--sm', 'margin-vert--xs',
  'navbar__items--center', 'navbar__search-input',
  'padding--md', 'padding--sm', 'padding--xl', 'padding--xs',
  'padding-bottom--md', 'padding-bottom--none', 'padding-bottom--sm', 'padding-bottom--xl', 'padding-bottom--xs',
  'padding-horiz--lg', 'padding-horiz--md', 'padding-horiz--none', 'padding-horiz--sm', 'padding-horiz--xl', 'padding-horiz--xs',
  'padding-left--lg', 'padding-left--md', 'padding-left--sm', 'padding-left--xl', 'padding-left--xs',
  'padding-right--lg', 'padding-right--md', 'padding-right--none', 'padding-right--sm', 'padding-right--xl', 'padding-right--xs',
  'padding-top--lg', 'padding-top--none', 'padding-top--sm', 'padding-top--xl', 'padding-top--xs',
  'padding-vert--lg', 'padding-vert--md', 'padding-vert--none', 'padding-vert--sm', 'padding-vert--xl', 'padding-vert--xs',
  'pagination--lg', 'pagination--sm', 'pagination__item--active', 'pagination__item--disabled',
  'pills', 'pills--block', 'pills__item--active',
  'row--align-baseline', 'row--align-bottom', 'row--align-center', 'row--align-stretch', 'row--align-top', 'row--no-gutters',
  'shadow--md', 'shadow--tl',
  'tabs--block', 'tabs__item--active',
  'text--bold', 'text--break', 'text--capitalize', 'text--danger', 'text--info', 'text--italic', 'text--justify', 'text--left', 'text--light', 'text--lowercase', 'text--no-decoration', 'text--normal', 'text--primary', 'text--right', 'text--secondary', 'text--semibold', 'text--success', 'text--uppercase', 'text--warning',
];
