"""F.mish -> Softmax: synthesised by warpgym synth (seed 7, index 1501, torch#2, dim 0 x1117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = F.mish(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(35744, 128, 64)]


def get_init_inputs():
    return []
