/**
 * Whether an error of a browser-side call (a clientLoader's serverLoader, a clientAction's
 * serverAction) means the server could not be reached: fetch rejects with a TypeError when offline
 * or when the connection drops. The server's own answers (thrown Responses, error responses) and
 * an aborted call are not.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError
}
