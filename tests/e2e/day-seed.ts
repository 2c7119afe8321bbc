type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * What the dispatcher's day needs, made through the API by an admin: a client with a phone, three
 * free workers (the first with a device token, to write in the chat), a PBX integration for the
 * call, and the dispatcher's extension. Fills `ids`; answers the PBX secret and the device token.
 */
export async function seedDispatcherDay(
  api: Api,
  ids: Record<string, number>,
  PHONE: string,
  DISPATCHER: string,
): Promise<{ secret: string; workerToken: string }> {
  const contractor = await api<{ id: number; contractor_contacts: { id: number }[] }>('POST', '/api/contractors', {
    contractor: {
      name: 'Ладога Дневная',
      contractor_contacts: [{ name: 'Тихонов Лев Дневной', phone: PHONE, email: 'tikhonov@ladoga.example' }],
    },
  });
  ids.contractor = contractor.id;
  ids.client = contractor.contractor_contacts[0].id;
  for (const [k, name] of [
    ['first', 'Дневной Первый'],
    ['second', 'Дневной Второй'],
    ['third', 'Дневной Третий'],
  ])
    ids[k] = (await api<{ id: number }>('POST', '/api/individuals', { individual: { name, status: 2 } })).id;
  const workerToken = (
    await api<{ token: string }>('POST', '/api/location_logs/device_tokens', {
      device_token: { trackable_id: ids.first },
    })
  ).token;
  const integration = await api<{ id: number }>('POST', '/api/telephony_integrations', {
    telephony_integration: { name: 'АТС дня диспетчера' },
  });
  const secret = (await api<{ secret: string }>('POST', `/api/telephony_integrations/${integration.id}/secret`)).secret;
  // The dispatcher is the senior logist: a manager of orders (spec 01 §6 picker) who may close them.
  const users = await api<{ items: { id: number; email: string }[] }>('GET', `/api/users?search=${DISPATCHER}`);
  ids.me = users.items.find((u) => u.email === DISPATCHER)?.id as number;
  await api('PUT', `/api/users/${ids.me}`, { user: { phone_extension: '771' } });
  return { secret, workerToken };
}
