"""Mish -> F.log_softmax -> LocalResponseNorm -> F.pixel_unshuffle -> F.elu: synthesised by warpgym synth (seed 7, index 3540, torch#5, dim 0 x464)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.log_softmax -> LocalResponseNorm -> F.pixel_unshuffle -> F.elu"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.mish_0(x)
        x = F.log_softmax(x)
        x = self.localresponsenorm_2(x)
        x = F.pixel_unshuffle(x, 2)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(1856, 32, 32, 32)]


def get_init_inputs():
    return []
