import { useId, useState } from 'react';
import { List } from 'antd-mobile';
import { useRequest, useRuntime, useT } from '@react';
import { ModelLink } from '../shared/model-link';
import { readRecommendations, recommendPaths } from './model';
import './recommend-list.css';

import type { RecommendListProps } from './props';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { recommendTexts } from './locales';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { recommend: recommendTexts };

export type { RecommendListProps } from './props';

/**
 * Recommended service models (GET recommend/recommend), at most 5. A silent block (spec §8): nothing
 * shows while loading, on failure or when there are none. Refresh drops the server's cached
 * recommendations (GET recommend/removeRecommendCache) and loads them again.
 */
export default function RecommendList(_props: RecommendListProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const headingId = useId();
  const [refreshing, setRefreshing] = useState(false);
  const recommendations = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', recommendPaths.list), { signal, silent: true }).then(readRecommendations),
    [],
  );

  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    runtime.request
      .get(runtime.request.path('business', recommendPaths.removeCache), { silent: true })
      .catch(() => undefined)
      .finally(() => {
        setRefreshing(false);
        recommendations.reload();
      });
  };

  const list = recommendations.error ? undefined : recommendations.data;
  if (!list || list.length === 0) return null;
  const busy = refreshing || recommendations.loading;
  return (
    <section className="sd-recommend" aria-labelledby={headingId} aria-busy={busy || undefined} data-testid="recommend-list">
      <div className="sd-recommend-head">
        <h2 className="sd-recommend-title" id={headingId}>
          {t('recommend.title')}
        </h2>
        <button
          type="button"
          className="sd-recommend-refresh"
          onClick={refresh}
          disabled={busy}
          aria-label={t('recommend.refreshLabel')}
          data-testid="recommend-refresh"
        >
          {t('recommend.refresh')}
        </button>
      </div>
      <List className="sd-recommend-list">
        {list.map((model) => (
          <ModelLink key={model.id} model={model} testId="recommend-item" />
        ))}
      </List>
    </section>
  );
}
