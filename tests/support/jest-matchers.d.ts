import 'expect';

declare module 'expect' {
  interface Matchers<R extends void | Promise<void>, T = unknown> {
    /**
     * The answer's HTTP status (inject `statusCode`, fetch `Response`, or `status` of the `gql()`
     * helper's result); a failure shows the body. Await it for a fetch `Response`.
     */
    toHaveStatus(status: number): T extends Response ? Promise<void> : R;
  }
}
