import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text can be a record id (uuid); anything else cannot exist, so it is a 404. */
export const isRecordId = (value: string) => UUID.test(value);

/** Route params `{ id }`: any text, so an id that cannot exist answers 404 rather than 400. */
export const IdParams = z.object({ id: z.string().max(100) });
