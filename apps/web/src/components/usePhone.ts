import { Grid } from 'antd';

/**
 * A phone's screen: under antd's md breakpoint (768 px). Before the breakpoints are known (the first render) the
 * answer is false, so a desk never flickers into the phone's layout.
 */
export function usePhone(): boolean {
  return Grid.useBreakpoint().md === false;
}
