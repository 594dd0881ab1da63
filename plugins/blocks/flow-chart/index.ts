// Process flow chart: bpmn-js (lazy) with history / current / returned nodes and taken sequences highlighted.
export { FLOW_CHART_FILL_SCREEN, FlowChart, type FlowChartProps } from './flow-chart';
export { FLOW_MARKERS, flowMarkers, diagramElementIds, clampZoom, withoutHighlights, type FlowMarker } from './highlight';
