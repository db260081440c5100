"""``python -m nsg.features``: see :mod:`nsg.commands.features`."""
from nsg.commands.common import run_main
from nsg.commands.features import main

if __name__ == "__main__":
    run_main(main)
