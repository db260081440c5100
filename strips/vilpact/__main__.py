import sys

from strips.vilpact.cli import main

sys.exit(main())
