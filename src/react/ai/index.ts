// AI helpers in React: the fetch the AI streams use (stories and tests give one that reaches the fixture gateway in
// process; the app uses the browser's). The stream client itself is loaded on first use (@core/ai/lazy).
export { AiFetchContext } from './context';
