export * from './Public/NotFound';
export * from './Admin/Shell';
export * from './Admin/Login';
