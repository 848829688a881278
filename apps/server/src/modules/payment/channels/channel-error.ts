/** A gateway call that did not give what we asked: what failed (Chinese) and the gateway's own words. */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly detail: string = '',
  ) {
    super(message);
  }
}
