import AppContext from 'antd/es/app/context';
import { useContext } from 'react';
import type { FeedbackApis } from './deferred.ts';

/**
 * `message`, `notification` and `modal` (antd's `App.useApp()`, themed and in Chinese), shown through
 * FeedbackProvider: use this, not antd's `App` (importing `App` brings its holders into the page's files).
 */
export function useApp(): FeedbackApis {
  return useContext(AppContext);
}
