"""ConstantPad2d -> F.normalize: synthesised by warpgym synth (seed 7, index 6007, torch#2, dim 0 x759)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(24288, 128, 64)]


def get_init_inputs():
    return []
