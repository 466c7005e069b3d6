import { z } from 'zod';

/** A client logo as the API reports it; `url` is where the image is served. */
export const ClientLogo = z.object({
  id: z.string(),
  name: z.string(),
  /** Path in the client-logos bucket (docs/product/records.md#client-logos image_url). */
  imageUrl: z.string(),
  url: z.string(),
  createdAt: z.string(),
  /** Size of the stored image in bytes. */
  sizeBytes: z.number().int().nullable(),
});
export type ClientLogo = z.infer<typeof ClientLogo>;

/** Public URL of a stored logo path. */
export const clientLogoUrl = (imagePath: string) => `/files/client-logos/${imagePath.split('/').map(encodeURIComponent).join('/')}`;

/** Image types a logo may be (docs/product/validation.md#logos): jpeg, jpg, png, gif, svg, webp — checked by content on the server. */
export const LOGO_ACCEPT = 'image/jpeg,image/png,image/gif,image/svg+xml,image/webp,.jpg,.jpeg,.png,.gif,.svg,.webp';
/** Largest logo file accepted. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Most files one upload may carry. */
export const LOGO_MAX_FILES = 20;

/** The result of one file of an upload: the stored logo, or why it failed. */
export const LogoUploadResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), fileName: z.string(), logo: ClientLogo }),
  z.object({ ok: z.literal(false), fileName: z.string(), stage: z.enum(['upload', 'database']), message: z.string() }),
]);
export type LogoUploadResult = z.infer<typeof LogoUploadResult>;

export const LogoUploadResponse = z.object({ results: z.array(LogoUploadResult) });
export type LogoUploadResponse = z.infer<typeof LogoUploadResponse>;

/** Name of a logo given none: the file name without its extension. */
export function logoNameFromFileName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim() || fileName;
}
