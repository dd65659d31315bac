"""torch.absolute -> torch.exp2: synthesised by warpgym synth (seed 7, index 5736, torch#2, dim 0 x3380)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> torch.exp2"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(1730560, 256)]


def get_init_inputs():
    return []
