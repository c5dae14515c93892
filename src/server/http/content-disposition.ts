/**
 * The `Content-Disposition` of a file an endpoint answers (a CSV or XLSX export):
 * `attachment; filename="SPRING25.csv"; filename*=UTF-8''…`, an ASCII fallback and the exact name.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
