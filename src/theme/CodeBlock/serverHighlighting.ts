/**
 * The server render highlights every code block, so the HTML carries the
 * coloured code. The browser bundle swaps this module for an empty one
 * (plugins/client-module-swaps): there, Prism loads on demand.
 */
import './registerHighlighting';
