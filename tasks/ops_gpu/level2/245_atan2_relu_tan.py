"""torch.atan2 -> F.relu -> torch.tan: synthesised by warpgym synth (seed 7, index 380, torch#3, dim 0 x2712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> F.relu -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = F.relu(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(21696, 64, 16, 16), torch.randn(21696, 64, 16, 16)]


def get_init_inputs():
    return []
