import { startShellServer } from './bundle-server';
void startShellServer('/work/wt/bench/shell/dist-monolith', '/tmp/benchdiag/runtime', 'localhost', 15240);
