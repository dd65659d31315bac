"""F.relu -> LeakyReLU -> PReLU -> torch.sum: synthesised by warpgym synth (seed 7, index 1315, torch#4, dim 0 x13344)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> LeakyReLU -> PReLU -> torch.sum"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = F.relu(x)
        x = self.leakyrelu_1(x)
        x = self.prelu_2(x)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(3416064, 256)]


def get_init_inputs():
    return []
