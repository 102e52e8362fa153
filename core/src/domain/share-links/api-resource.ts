/** A media API call a link maps to: method, API path (from the API root, '/v1/…') and query. */
export interface ApiResource {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly params?: Readonly<Record<string, string>>;
}
