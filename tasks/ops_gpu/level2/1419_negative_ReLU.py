"""torch.negative -> ReLU: synthesised by warpgym synth (seed 7, index 2273, torch#2, dim 0 x3714)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> ReLU"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = torch.negative(x)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(950784, 512)]


def get_init_inputs():
    return []
