import { useQuery } from '@tanstack/react-query'
import { getOftOpenApi } from 'vtkit/core'
import { startSimulator, storyClient } from '../.storybook/simulator'

/** The OFT metadata service's `/openapi`, fetched through `getOftOpenApi` and shown as it is. */
export function OftOpenApi() {
  const document = useQuery({
    queryKey: ['story', 'oft-openapi'],
    // Docs pages run no loaders: the simulator's service worker is started here.
    queryFn: async ({ signal }) => {
      await startSimulator()
      return getOftOpenApi(storyClient, { signal })
    },
  })
  if (document.error) return <p role="alert">{(document.error as Error).message}</p>
  if (!document.data) return <p>Loading…</p>
  const { openapi, info, servers, paths } = document.data
  return (
    <div>
      <table>
        <tbody>
          <tr>
            <th scope="row">Title</th>
            <td>{info.title}</td>
          </tr>
          <tr>
            <th scope="row">Version</th>
            <td>{info.version}</td>
          </tr>
          <tr>
            <th scope="row">OpenAPI</th>
            <td>{openapi}</td>
          </tr>
          <tr>
            <th scope="row">Servers</th>
            <td>{servers.map((server) => server.url).join(', ')}</td>
          </tr>
          <tr>
            <th scope="row">Paths described</th>
            <td>{Object.keys(paths).length}</td>
          </tr>
        </tbody>
      </table>
      <pre>{JSON.stringify(document.data, null, 2)}</pre>
    </div>
  )
}
