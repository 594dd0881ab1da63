// errors texts (en). Keys must match the other language's file (a test checks it).
const errors = {
  systemError: 'system error',
  requestFailed: 'request failed',
  requestErrorRetry: 'request error, please retry',
  parameterValidationFailed: 'parameter validation failed',
  notAllowedToCreate: 'You are not allowed to create this ticket, or the workflow does not exist. Please contact the IT service desk',
  configLoadFailed: 'failed to get configuration, check network settings',
  authLoadFailed: 'failed to get permissions, check network',
  paramsLoadFailed: 'failed to get parameters',
  userCenterData: 'form data abnormal, check user center data or modify form',
  noPermission: 'you have no permission',
  formatNotSupported: 'format not supported',
  timeout: 'request timed out',
  network: 'network error, check your connection',
  unauthorized: 'your login has expired, please log in again',
  chunkLoadFailed: 'a script failed to load, please refresh',
} as const;
export default errors;
