"""torch.swapdims -> LocalResponseNorm -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 4461, torch#3, dim 0 x260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> LocalResponseNorm -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = self.localresponsenorm_1(x)
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2080, 16, 32, 32)]


def get_init_inputs():
    return []
