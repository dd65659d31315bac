"""F.threshold -> ELU -> Softmax: synthesised by warpgym synth (seed 7, index 2392, torch#3, dim 0 x569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> ELU -> Softmax"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()
        self.softmax_2 = nn.Softmax()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.elu_1(x)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(291328, 256)]


def get_init_inputs():
    return []
