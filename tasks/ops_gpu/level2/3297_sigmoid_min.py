"""F.sigmoid -> torch.min: synthesised by warpgym synth (seed 7, index 5198, torch#2, dim 0 x2525)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(40400, 32, 256), torch.randn(40400, 32, 256)]


def get_init_inputs():
    return []
