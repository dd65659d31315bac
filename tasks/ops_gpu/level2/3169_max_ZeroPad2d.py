"""torch.max -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 4998, torch#2, dim 0 x2791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.max(x, x1)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(357248, 256), torch.randn(357248, 256)]


def get_init_inputs():
    return []
