"""ConstantPad2d -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 5763, torch#2, dim 0 x204)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(816, 32, 32, 32)]


def get_init_inputs():
    return []
