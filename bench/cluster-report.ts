// The cluster table and its one budget. Scaling is printed, not budgeted: on a machine of few
// cores the load generator, nginx, the instances and PostgreSQL compete for the same CPUs.
import type { BudgetCheck } from './budgets.ts';
import type { ClusterResult } from './cluster.ts';

export function printCluster(result: ClusterResult): void {
  const single = result.runs.find((run) => run.instances === 1);
  const baseline = (name: string) => single?.routes.find((route) => route.name === name)?.requestsPerSecond;
  console.log(`\nCluster behind nginx, PostgreSQL with ${result.blogs} blogs, ${result.connections} connections, ${result.cores} cores shared by all:`);
  console.table(
    result.runs.flatMap(({ instances, routes }) =>
      routes.map((route) => {
        const one = baseline(route.name);
        return {
          instances,
          route: route.name,
          'req/s': Math.round(route.requestsPerSecond),
          'vs 1 instance': one ? `${(route.requestsPerSecond / one).toFixed(2)}×` : '–',
          'p50 ms': route.p50Ms,
          'p99 ms': route.p99Ms,
          errors: route.errors,
          'API CPU µs/req': route.apiCpuMicros === undefined ? '–' : Math.round(route.apiCpuMicros),
        };
      }),
    ),
  );
  console.log(`  1-minute load average as each cluster started: ${result.runs.map((run) => `${run.instances} → ${run.loadAverage.toFixed(2)}`).join(', ')}`);
  for (const { instances, routes } of result.runs) {
    for (const route of routes) {
      const causes = [...Object.entries(route.otherStatuses).map(([status, count]) => [`status ${status}`, count] as const), ...Object.entries(route.socketErrors)];
      if (causes.length > 0) console.log(`  errors, ${instances} × ${route.name}: ${causes.map(([cause, count]) => `${count} × ${cause}`).join(', ')}`);
    }
  }
}

export function clusterBudgets(result: ClusterResult): BudgetCheck[] {
  const failures = result.runs.reduce((sum, run) => sum + run.routes.reduce((inner, route) => inner + route.errors, 0), 0);
  return [{ budget: `cluster of ${result.runs.map((run) => run.instances).join(', ')} instances: no errors or unexpected statuses`, actual: String(failures), pass: failures === 0 }];
}
