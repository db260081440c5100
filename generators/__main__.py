"""``python -m generators``: see :mod:`generators.commands`."""
import sys

from generators.commands.main import main

sys.exit(main())
