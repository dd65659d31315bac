"""torch.fmin -> Softmax: synthesised by warpgym synth (seed 7, index 5040, torch#2, dim 0 x1223)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(39136, 128, 64), torch.randn(39136, 128, 64)]


def get_init_inputs():
    return []
