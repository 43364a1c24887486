import { defineEndpoints } from '../endpoint';

export const ttsCalls = defineEndpoints({
  generate: {
    name: 'generateSpeech',
    method: 'POST',
    path: '/api/tts/generate-speech',
    encoding: 'form',
    auth: 'admin',
    permission: 'content.write',
  },
  regenerate: {
    name: 'regenerateSpeech',
    method: 'POST',
    path: '/api/tts/regenerate-speech',
    encoding: 'form',
    auth: 'admin',
    permission: 'content.write',
  },
});
