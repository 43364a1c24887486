export * from './Public';
