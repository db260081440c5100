"""``python -m nsg.parser.evaluate``: see :mod:`nsg.commands.parser_evaluate`."""
from nsg.commands.common import run_main
from nsg.commands.parser_evaluate import main

if __name__ == "__main__":
    run_main(main)
