/**
 * dayjs in Chinese, for the pages that pick or format dates with it (antd's DatePicker and RangePicker read dayjs's
 * global locale: month names, the week starting on Monday). Imported by those pages, not by the start: dayjs and its
 * locale (≈ 3.5 KB compressed) are not on the first screen of the pages that never show a date picker (issue 22).
 * Import dayjs from here, never from 'dayjs' (eslint's no-restricted-imports): a page that skipped this module would
 * show its picker in English.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export { dayjs };
export type { Dayjs } from 'dayjs';
