import { definePanel } from '@cockpit/shared-sdk';
import { IntroduceView } from './introduce-view';
import { useIntroduceData, type IntroduceData } from './use-introduce-data';

/** 服务港简介: the hub introduction, a couple of figures and its areas, each opening its link. */
export default definePanel<IntroduceData>({
  id: 'introduce',
  title: '服务港简介',
  refreshMs: 300_000,
  minSize: { width: 420, height: 140 },
  useData: useIntroduceData,
  View: IntroduceView,
  isEmpty: (data) => data.content === '' && data.items.length === 0,
});
