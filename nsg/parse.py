"""``python -m nsg.parse``: see :mod:`nsg.commands.parse`."""
from nsg.commands.common import run_main
from nsg.commands.parse import main

if __name__ == "__main__":
    run_main(main)
