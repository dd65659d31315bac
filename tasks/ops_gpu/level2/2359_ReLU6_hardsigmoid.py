"""ReLU6 -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 3724, torch#2, dim 0 x3632)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(29056, 64, 16, 16)]


def get_init_inputs():
    return []
