"""torch.diff -> torch.arctan2: synthesised by warpgym synth (seed 7, index 6876, torch#2, dim 0 x2036)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.arctan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.diff(x)
        x = torch.arctan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(32576, 32, 16, 16), torch.randn(32576, 32, 16, 15)]


def get_init_inputs():
    return []
