export { isOn, useConfig, useConfigQuery } from './useConfig';
