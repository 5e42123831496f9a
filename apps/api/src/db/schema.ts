// The database's tables as kysely sees them. Each feature's migration adds its tables here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
