"""F.log_softmax -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 6191, torch#2, dim 0 x2782)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(11128, 16, 8, 8, 8)]


def get_init_inputs():
    return []
