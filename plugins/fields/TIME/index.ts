// TIME: date-and-time wheel picker (the DATE component with seconds precision).
export { timeField } from './definition';
