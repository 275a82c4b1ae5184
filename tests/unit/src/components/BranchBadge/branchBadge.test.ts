import BranchBadge from '@site/src/components/BranchBadge';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

const customFields = vi.hoisted(() => ({isDev: false, branchName: 'unknown'}));

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {customFields}}),
}));

describe('BranchBadge', () => {
  it('names the branch in development mode', () => {
    Object.assign(customFields, {isDev: true, branchName: 'feature/search'});
    expect(renderToStaticMarkup(createElement(BranchBadge))).toContain('feature/search');
  });

  it('renders nothing otherwise', () => {
    Object.assign(customFields, {isDev: false, branchName: 'unknown'});
    expect(renderToStaticMarkup(createElement(BranchBadge))).toBe('');
  });
});
