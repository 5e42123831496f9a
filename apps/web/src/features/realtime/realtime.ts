// The realtime feature's public module: other features read the socket's state through it.
export { useRealtimeStore } from './realtime.store';
