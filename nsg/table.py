"""``python -m nsg.table``: see :mod:`nsg.commands.table`."""
from nsg.commands.common import run_main
from nsg.commands.table import main

if __name__ == "__main__":
    run_main(main)
