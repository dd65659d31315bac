"""torch.ceil -> PReLU: synthesised by warpgym synth (seed 9, index 666, torch#2, dim 0 x1781)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = torch.ceil(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(14248, 64, 16, 16)]


def get_init_inputs():
    return []
