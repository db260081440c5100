"""``python -m strips.vilpact``: see :mod:`strips.vilpact.commands`."""
import sys

from strips.vilpact.commands import main

sys.exit(main())
