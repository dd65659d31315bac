"""ConstantPad3d -> F.hardshrink -> LeakyReLU: synthesised by warpgym synth (seed 7, index 3507, torch#3, dim 0 x988)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.hardshrink -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.leakyrelu_2 = nn.LeakyReLU()

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.hardshrink(x)
        x = self.leakyrelu_2(x)
        return x


def get_inputs():
    return [torch.randn(3952, 32, 32, 32)]


def get_init_inputs():
    return []
