/**
 * Why an uploaded picture was refused: too many bytes, not a picture the shop shows, too many pixels to
 * resize safely; FILE_NOT_FOUND: a form names a picture that was never uploaded (or was removed).
 */
export type FileErrorCode = 'FILE_TOO_LARGE' | 'NOT_A_PICTURE' | 'TOO_MANY_PIXELS' | 'FILE_NOT_FOUND';
