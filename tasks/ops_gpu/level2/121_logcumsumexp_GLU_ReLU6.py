"""torch.logcumsumexp -> GLU -> ReLU6: synthesised by warpgym synth (seed 7, index 179, torch#3, dim 0 x636)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> GLU -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()
        self.relu6_2 = nn.ReLU6()

    def forward(self, x):
        x = torch.logcumsumexp(x, -1)
        x = self.glu_1(x)
        x = self.relu6_2(x)
        return x


def get_inputs():
    return [torch.randn(10176, 32, 16, 16)]


def get_init_inputs():
    return []
