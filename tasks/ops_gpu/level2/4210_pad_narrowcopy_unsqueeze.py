"""F.pad -> torch.narrow_copy -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 6612, torch#3, dim 0 x6250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> torch.narrow_copy -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = torch.narrow_copy(x, -1, 2, 2)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(100000, 32, 256)]


def get_init_inputs():
    return []
