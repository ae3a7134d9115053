export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  /** The declared type; the server must judge by content, so tests often lie here. */
  type: string;
}

export interface MultipartRequest {
  payload: Buffer;
  headers: { 'content-type': string };
}

/** Encodes parts exactly as a browser's FormData would (the same encoder, via `Request`). */
export async function multipart(parts: ReadonlyArray<readonly [string, string | FilePart]>): Promise<MultipartRequest> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData request without a content type');
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': contentType } };
}
