// Test page entry: its composition root lives with the tests (tests/e2e/pages), where roots may pick adapters.
import '../../../tests/e2e/pages/video-lab.root.ts';
