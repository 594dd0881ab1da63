// The bottom menu the layout shows: the user's saved bottom-tab settings (H5_List, issue 15) when there are
// any, else the configuration's `bottomMenu`. Loaded once per layout, silently (spec §8: column settings);
// a save on /settingTab applies at once through the `homeSettings:saved` event.
import { useEffect, useState } from 'react';
import type { BottomMenuItem } from '@core';
import { useRuntime } from '@react/runtime/runtime-provider';
import { bottomMenuFromModules, QUERY_TYPES, settingsPaths, storedModules } from '@plugins/blocks/home-settings';

/** `configured`, or the menu of the saved H5_List once it has loaded (shown modules in order, custom labels). */
export function useBottomMenu(configured: readonly BottomMenuItem[]): readonly BottomMenuItem[] {
  const runtime = useRuntime();
  const [saved, setSaved] = useState<BottomMenuItem[] | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    runtime.request
      .get<unknown>(runtime.request.path('business', settingsPaths.get), { params: { queryType: QUERY_TYPES.tab }, signal: controller.signal, silent: true })
      .then(
        (data) => {
          if (!controller.signal.aborted) setSaved(bottomMenuFromModules(storedModules(data)));
        },
        () => undefined,
      );
    const off = runtime.bus.on('homeSettings:saved', ({ queryType, modules }) => {
      if (queryType === QUERY_TYPES.tab) setSaved(bottomMenuFromModules(modules));
    });
    return () => {
      controller.abort();
      off();
    };
  }, [runtime]);
  return saved ?? configured;
}
