-- A picture shared in a link preview (WhatsApp, Facebook, Telegram) must be a JPEG or PNG: beside the WebP
-- copies, GET /api/file/{name}?w=N&format=jpeg keeps a JPEG copy of the same width (bff/src/files/renditions.ts).
-- One width of one file may now have a copy per content type.

alter table file_renditions drop constraint file_renditions_pkey;
alter table file_renditions add primary key (name, width, content_type);
