// Stored files (bytes in the database, by bucket and path): what other modules call. The queries
// are the whole of it, so the service passes them on as they are.
export { deleteFile, deleteFilesOf, fileSizes, getFile, type NewStoredFile, putFile } from './files.repository';
