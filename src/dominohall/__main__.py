"""``python -m dominohall``: the same as the ``dominohall`` command."""

import sys

from dominohall.cli import main

sys.exit(main())
