"""torch.neg -> ZeroPad2d -> SELU: synthesised by warpgym synth (seed 7, index 637, torch#3, dim 0 x1596)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> ZeroPad2d -> SELU"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.selu_2 = nn.SELU()

    def forward(self, x):
        x = torch.neg(x)
        x = self.zeropad2d_1(x)
        x = self.selu_2(x)
        return x


def get_inputs():
    return [torch.randn(6384, 16, 8, 8, 8)]


def get_init_inputs():
    return []
