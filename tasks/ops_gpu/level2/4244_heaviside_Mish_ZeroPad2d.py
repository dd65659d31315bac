"""torch.heaviside -> Mish -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 6669, torch#3, dim 0 x5257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> Mish -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = self.mish_1(x)
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(1345792, 256), torch.randn(1345792, 256)]


def get_init_inputs():
    return []
