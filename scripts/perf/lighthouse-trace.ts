// Lighthouse 12.2.3 with today's Chromium: Chromium now names the frame data of its `PipelineReporter`
// trace events `frame_reporter` (it was `chrome_frame_reporter`). Lighthouse 12's trace engine reads
// the old name and throws, and every audit built on it fails: render-blocking resources, the LCP
// element, layout shifts. This Trace gatherer adds the old name beside the new one, so those audits
// run. (Lighthouse 13 reads the new name, but wants Node 22.)
import Trace from 'lighthouse/core/gather/gatherers/trace.js';

/** A trace event as far as the rename is concerned. */
export interface TraceEventLike {
  name: string;
  args?: object;
}

/** Gives each `PipelineReporter` event that has `args.frame_reporter` the same object as `args.chrome_frame_reporter`. Returns how many it changed. */
export function addLegacyFrameReporterArgs(events: readonly TraceEventLike[]): number {
  let changed = 0;
  for (const event of events) {
    if (event.name !== 'PipelineReporter' || !event.args) continue;
    const args = event.args as Record<string, unknown>;
    if (args.frame_reporter !== undefined && args.chrome_frame_reporter === undefined) {
      args.chrome_frame_reporter = args.frame_reporter;
      changed++;
    }
  }
  return changed;
}

/** Lighthouse's Trace gatherer (same artifact id and symbol, so its dependants find it) with {@link addLegacyFrameReporterArgs} applied. */
export class CompatTrace extends Trace {
  override getArtifact(): ReturnType<Trace['getArtifact']> {
    const trace = super.getArtifact();
    addLegacyFrameReporterArgs(trace.traceEvents);
    return trace;
  }
}
