export * from './Public/NotFound';
