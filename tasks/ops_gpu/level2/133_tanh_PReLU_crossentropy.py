"""F.tanh -> PReLU -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 188, torch#3, dim 0 x434)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> PReLU -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = self.prelu_1(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(6944, 32, 256), torch.randn(6944, 32, 256)]


def get_init_inputs():
    return []
