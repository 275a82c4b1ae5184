import {usePluginData} from '@docusaurus/useGlobalData';
import {LOCAL_SEARCH_PLUGIN_NAME, type LocalSearchPluginData} from '../../search/pluginData';

export function useLocalSearchPluginData(): LocalSearchPluginData {
  return usePluginData(LOCAL_SEARCH_PLUGIN_NAME) as LocalSearchPluginData;
}
