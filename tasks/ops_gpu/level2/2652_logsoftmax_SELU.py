"""F.log_softmax -> SELU: synthesised by warpgym synth (seed 7, index 4199, torch#2, dim 0 x1191)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(19056, 32, 16, 16)]


def get_init_inputs():
    return []
