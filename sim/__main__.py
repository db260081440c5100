"""``python -m sim``: see :mod:`sim.commands`."""
import sys

from sim.commands.main import main

sys.exit(main())
