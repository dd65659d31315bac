"""ZeroPad2d -> torch.sinh: synthesised by warpgym synth (seed 10, index 45, torch#2, dim 0 x3861)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(1976832, 256)]


def get_init_inputs():
    return []
