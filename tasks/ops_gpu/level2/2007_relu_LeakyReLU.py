"""F.relu -> LeakyReLU: synthesised by warpgym synth (seed 7, index 3167, torch#2, dim 0 x3126)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = F.relu(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(800256, 512)]


def get_init_inputs():
    return []
