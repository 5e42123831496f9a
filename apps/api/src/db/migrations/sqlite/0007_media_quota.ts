import { statementsMigration } from './statements';

// Uploads are limited per user: the bytes they keep stored and how many they shared in the last
// 24 hours. Both are read from the user's media rows in the upload's transaction; this index
// answers both from the index alone. Frozen.

const statements = [`create index media_user on media(user_id, created_at, size)`];

export const mediaQuotaMigration = statementsMigration('0007_media_quota', statements);
