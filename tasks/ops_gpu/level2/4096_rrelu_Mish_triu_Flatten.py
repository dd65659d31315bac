"""F.rrelu -> Mish -> torch.triu -> Flatten: synthesised by warpgym synth (seed 7, index 6441, torch#4, dim 0 x1316)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> Mish -> torch.triu -> Flatten"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()
        self.flatten_3 = nn.Flatten()

    def forward(self, x):
        x = F.rrelu(x)
        x = self.mish_1(x)
        x = torch.triu(x)
        x = self.flatten_3(x)
        return x


def get_inputs():
    return [torch.randn(21056, 64, 128)]


def get_init_inputs():
    return []
