/**
 * Connects the "Save the docs for offline reading" control to the store; it
 * is mounted only while a service worker controls the page. A reader who
 * opted in gets each new version of the docs saved when it first loads.
 */

import useBaseUrl from '@docusaurus/useBaseUrl';
import {useCallback, useEffect, useSyncExternalStore} from 'react';
import {browserSaveDeps} from '../../offline/browserSaveDeps';
import {OFFLINE_FILES} from '../../offline/offlineFiles';
import {
  createOfflineReadingStore,
  needsSaving,
  type OfflineReadingState,
  SERVER_STATE,
} from '../../offline/offlineReadingStore';
import {type OfflineStatus, offlineStatus} from '../../offline/offlineStatus';
import {browserStorage} from '../../offline/optIn';
import type {SaveTarget} from '../../offline/saveAll';
import {docsVersion} from '../../offline/savePlan';
import {useLocalSearchPluginData} from '../../theme/SearchBar/useLocalSearchPluginData';

const store = createOfflineReadingStore(browserStorage, browserSaveDeps);

export interface OfflineReading {
  state: OfflineReadingState;
  status: OfflineStatus;
  optIn(): void;
  optOut(): void;
  retry(): void;
}

export function useOfflineReading(): OfflineReading {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_STATE);
  const {indexUrl, mode} = useLocalSearchPluginData();
  const baseUrl = useBaseUrl('/');
  const sitemapPath = useBaseUrl('/sitemap.xml');
  const filesListPath = useBaseUrl(`/${OFFLINE_FILES}`);
  const version = docsVersion(indexUrl);

  const target = useCallback((): SaveTarget => {
    const onSite = (path: string) => new URL(path, window.location.origin).href;
    return {
      siteUrl: onSite(baseUrl),
      sitemapUrl: onSite(sitemapPath),
      filesListUrl: onSite(filesListPath),
      searchManifestUrl: mode === 'local' ? onSite(indexUrl) : null,
    };
  }, [baseUrl, sitemapPath, filesListPath, indexUrl, mode]);

  const needsSave = needsSaving(state, version);
  useEffect(() => {
    if (needsSave) store.save(target(), version);
  }, [needsSave, target, version]);

  return {
    state,
    status: offlineStatus(state, version),
    optIn: () => store.optIn(target(), version),
    optOut: store.optOut,
    retry: () => store.save(target(), version),
  };
}
