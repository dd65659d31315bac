"""SELU -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 5218, torch#2, dim 0 x6403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(819584, 256)]


def get_init_inputs():
    return []
