// The auth e2e page's script. The composition (which adapters, which hosts) lives with the
// tests, a composition root, so this demo file picks no adapter itself.
import '../../../tests/e2e/auth-harness.boot.ts';
