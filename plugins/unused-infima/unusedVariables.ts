/**
 * Infima custom properties that no rule, script or page of the site reads,
 * directly or through another property (tests/e2e/unusedStyles.spec.ts checks
 * this over every build): colour shades, contrast values and the settings of
 * components the site does not render. Their declarations are left out of
 * the stylesheet every page loads (about 0.8 KB gzip). A property that comes
 * into use must leave this list.
 */
export const UNUSED_INFIMA_VARIABLES: readonly string[] = [
  '--ifm-alert-color',
  '--ifm-avatar-intro-alignment', '--ifm-avatar-intro-margin', '--ifm-avatar-photo-size',
  '--ifm-button-group-spacing',
  '--ifm-color-danger-light', '--ifm-color-danger-lighter',
  '--ifm-color-info', '--ifm-color-info-darker', '--ifm-color-info-darkest', '--ifm-color-info-light', '--ifm-color-info-lighter', '--ifm-color-info-lightest',
  '--ifm-color-primary-contrast-background', '--ifm-color-primary-contrast-foreground', '--ifm-color-primary-darkest', '--ifm-color-primary-light', '--ifm-color-primary-lightest',
  '--ifm-color-secondary-darkest', '--ifm-color-secondary-light', '--ifm-color-secondary-lighter', '--ifm-color-secondary-lightest',
  '--ifm-color-success-darkest', '--ifm-color-success-light', '--ifm-color-success-lighter', '--ifm-color-success-lightest',
  '--ifm-color-warning-darker', '--ifm-color-warning-darkest', '--ifm-color-warning-light', '--ifm-color-warning-lighter', '--ifm-color-warning-lightest',
  '--ifm-contrast-background-dark-value', '--ifm-contrast-background-value', '--ifm-contrast-foreground-dark-value', '--ifm-contrast-foreground-value', '--ifm-dark-value', '--ifm-darker-value', '--ifm-darkest-value', '--ifm-light-value', '--ifm-lighter-value', '--ifm-lightest-value',
  '--ifm-font-weight-base', '--ifm-font-weight-light', '--ifm-font-weight-normal',
  '--ifm-global-shadow-tl',
  '--ifm-h1-vertical-rhythm-top',
  '--ifm-hero-background-color', '--ifm-hero-text-color',
  '--ifm-image-alignment-padding',
  '--ifm-navbar-link-active-color', '--ifm-navbar-search-input-background-color', '--ifm-navbar-search-input-color', '--ifm-navbar-search-input-icon', '--ifm-navbar-search-input-placeholder-color',
  '--ifm-pagination-color-active', '--ifm-pagination-item-active-background',
  '--ifm-pills-color-active', '--ifm-pills-color-background-active', '--ifm-pills-spacing',
  '--ifm-tabs-color-active', '--ifm-tabs-color-active-border',
  '--ifm-transition-slow',
  '--ifm-z-index-overlay',
];
