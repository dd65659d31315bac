"""LogSigmoid -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 3684, torch#2, dim 0 x618)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.constantpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(19776, 128, 64)]


def get_init_inputs():
    return []
