"""torch.unsqueeze -> torch.float_power: synthesised by warpgym synth (seed 8, index 16, torch#2, dim 0 x2174)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> torch.float_power"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(17392, 16, 32, 32)]


def get_init_inputs():
    return []
