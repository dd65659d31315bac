"""torch.exp2 -> F.tanh -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 2246, torch#3, dim 0 x2523)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> F.tanh -> F.leaky_relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp2(x)
        x = F.tanh(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(1291776, 256)]


def get_init_inputs():
    return []
