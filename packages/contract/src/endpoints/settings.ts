import { defineEndpoints } from '../endpoint';

export const settingsCalls = defineEndpoints({
  helpAndSupport: {
    name: 'helpAndSupport',
    method: 'GET',
    path: '/api/help-and-support',
    encoding: 'none',
    auth: 'public',
  },
  updateGeneral: {
    name: 'adminUpdateGeneralSettings',
    method: 'POST',
    path: '/api/admin/update-general-settings',
    encoding: 'form',
    auth: 'admin',
    permission: 'settings',
  },
});
