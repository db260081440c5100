"""``python -m nsg.evaluate``: see :mod:`nsg.commands.evaluate`."""
from nsg.commands.common import run_main
from nsg.commands.evaluate import main

if __name__ == "__main__":
    run_main(main)
