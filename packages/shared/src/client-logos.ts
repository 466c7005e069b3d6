import { z } from 'zod';

/** A client logo as the API reports it; `url` is where the image is served. */
export const ClientLogo = z.object({
  id: z.string(),
  name: z.string(),
  /** Path in the client-logos bucket (SPEC §3 image_url). */
  imageUrl: z.string(),
  url: z.string(),
  createdAt: z.string(),
  /** Size of the stored image in bytes. */
  sizeBytes: z.number().int().nullable(),
});
export type ClientLogo = z.infer<typeof ClientLogo>;

/** Public URL of a stored logo path. */
export const clientLogoUrl = (imagePath: string) => `/files/client-logos/${imagePath.split('/').map(encodeURIComponent).join('/')}`;
