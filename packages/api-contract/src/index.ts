export * from './auth';
export * from './client';
export * from './common';
export * from './route';
export * from './routes';
export * from './social';
export * from './socket';
