import { describe, expect, it } from 'vitest';
import { redactUrl, requestSerializer } from '../../../lib/redact.ts';

describe('tokens stay out of the request log', () => {
  it('replaces credentials in query strings', () => {
    expect(redactUrl('/api/auth/impersonate/1/2?admin_token=eyJ.abc.def')).toBe('/api/auth/impersonate/1/2?admin_token=[redacted]');
    expect(redactUrl('/api/auth/access-token?lang=en&access_token=eyJ.x.y&x=1')).toBe('/api/auth/access-token?lang=en&access_token=[redacted]&x=1');
    expect(redactUrl('/mail-confirm?email=a%40b.no&code=123456')).toBe('/mail-confirm?email=a%40b.no&code=[redacted]');
    expect(redactUrl('/api/postcode/search?q=01')).toBe('/api/postcode/search?q=01');
  });

  it('the request serializer writes the redacted URL', () => {
    expect(requestSerializer({ method: 'GET', url: '/api/auth/access-token?access_token=secret', ip: '10.0.0.1' })).toEqual({
      method: 'GET',
      url: '/api/auth/access-token?access_token=[redacted]',
      host: undefined,
      remoteAddress: '10.0.0.1',
      remotePort: undefined,
    });
  });
});
