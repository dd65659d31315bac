"""ConstantPad3d -> LogSigmoid: synthesised by warpgym synth (seed 8, index 257, torch#2, dim 0 x656)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(10496, 64, 128)]


def get_init_inputs():
    return []
