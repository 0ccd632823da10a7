import core = require('vtkit/core')

export const client: core.Client = core.createClient({ baseUrl: 'https://service.example/v1' })
