"""``python -m nsg.parser.train``: see :mod:`nsg.commands.parser_train`."""
from nsg.commands.common import run_main
from nsg.commands.parser_train import main

if __name__ == "__main__":
    run_main(main)
