// The large-graph layout's rings: hops from the focused CI, relations followed both ways.
import { describe, expect, it } from 'vitest';
import { hopsFrom } from './topology';

const node = (ciId: string) => ({ ciId, ciName: ciId, modelId: 'm', modelName: 'M', color: '#000000' });

describe('hopsFrom', () => {
  it('counts hops both ways from the focus, leaves out what it does not reach, and is empty without a focus', () => {
    const graph = {
      nodes: ['hub', 'a', 'b', 'c', 'lone'].map(node),
      edges: [
        { from: 'a', to: 'hub', relationship: 'runs on' },
        { from: 'hub', to: 'b', relationship: 'connected to' },
        { from: 'b', to: 'c', relationship: 'connected to' },
        { from: 'c', to: 'a', relationship: 'depends on' },
      ],
    };
    expect(Object.fromEntries(hopsFrom(graph, 'hub'))).toEqual({ hub: 0, a: 1, b: 1, c: 2 });
    expect(hopsFrom(graph, undefined).size).toBe(0);
  });
});
